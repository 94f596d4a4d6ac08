import {
  api,
  failure,
  ok,
  setupApiServer,
  signIn,
  TEACHER,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Dashboard } from './Dashboard';

const DASHBOARD = api('/teacher/dashboard');

// A teacher with no ratings yet, unless a test answers otherwise.
const apiServer = setupApiServer(
  http.get(DASHBOARD, () =>
    HttpResponse.json(
      ok({
        averageRating: null,
        ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        reviews: [],
        totalStudents: 0,
        activeCourses: 0,
      }),
    ),
  ),
);

const renderDashboard = () =>
  renderRoutes(
    { '/teacher/dashboard': <Dashboard /> },
    { route: '/teacher/dashboard', wrapper: withQueryClient(signIn(TEACHER)) },
  );

// jsdom draws no canvas: Chart.js reports that it cannot acquire a context, which is expected here.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

it("shows 'Loading dashboard...' while the data loads", async () => {
  apiServer.use(
    http.get(DASHBOARD, async () => {
      await delay('infinite');
      return HttpResponse.json(ok(null));
    }),
  );
  renderDashboard();
  expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
});

it('shows the empty state with Refresh when the load fails, and Refresh loads again', async () => {
  let calls = 0;
  apiServer.use(
    http.get(DASHBOARD, () => {
      calls += 1;
      return HttpResponse.json(failure(404, 'Not found'), { status: 404 });
    }),
  );
  const { user } = renderDashboard();
  expect(await screen.findByRole('heading', { name: 'No dashboard data available' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(calls).toBe(2));
});

it('shows zeros and No reviews yet for a teacher with no ratings', async () => {
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Average Rating' })).toBeInTheDocument();
  expect(screen.getByText('0.0')).toBeInTheDocument();
  expect(screen.getByText('Based on 0 reviews')).toBeInTheDocument();
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  expect(screen.getByText('Total Students').nextSibling).toHaveTextContent('0');
  expect(screen.getByText('Active Courses').nextSibling).toHaveTextContent('0');
});

it('shows the average, the counts, the chart with its table and the recent reviews', async () => {
  apiServer.use(
    http.get(DASHBOARD, () =>
      HttpResponse.json(
        ok({
          averageRating: 4.25,
          ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
          reviews: [
            {
              studentName: 'Tanvir Ahmed',
              studentInitials: 'TA',
              rating: 5,
              date: '2026-11-01T10:00:00.000Z',
              review: 'Excellent teacher',
            },
          ],
          totalStudents: 12,
          activeCourses: 3,
        }),
      ),
    ),
  );
  renderDashboard();
  expect(await screen.findByText('4.3')).toBeInTheDocument();
  expect(screen.getByText('Based on 4 reviews')).toBeInTheDocument();
  expect(screen.getByText('Total Students').nextSibling).toHaveTextContent('12');
  expect(screen.getByText('Active Courses').nextSibling).toHaveTextContent('3');
  const table = await screen.findByRole('table', { name: 'Rating distribution' });
  expect(within(table).getByRole('row', { name: '5 stars 2 reviews' })).toBeInTheDocument();
  expect(screen.getByText('Tanvir Ahmed')).toBeInTheDocument();
  expect(screen.getByText('TA')).toBeInTheDocument();
  expect(screen.getByText('Excellent teacher')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    `/teacher/profile/${TEACHER._id}`,
  );
});

describe('in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it('shows the headings, the counts in Bangla digits and the review date in Bangla', async () => {
    apiServer.use(
      http.get(DASHBOARD, () =>
        HttpResponse.json(
          ok({
            averageRating: 4.25,
            ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 },
            reviews: [{ studentName: '', studentInitials: '', rating: 5, date: '2026-11-01T10:00:00.000Z' }],
            totalStudents: 12,
            activeCourses: 3,
          }),
        ),
      ),
    );
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষক ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'গড় রেটিং' })).toBeInTheDocument();
    expect(screen.getByText('৪.৩')).toBeInTheDocument();
    expect(screen.getByText('৪টি রিভিউয়ের ভিত্তিতে')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'এক নজরে পরিসংখ্যান' })).toBeInTheDocument();
    expect(screen.getByText('মোট শিক্ষার্থী').nextSibling).toHaveTextContent('১২');
    expect(screen.getByText('চলমান কোর্স').nextSibling).toHaveTextContent('৩');
    expect(screen.getByRole('heading', { level: 2, name: 'রেটিং বণ্টন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'সাম্প্রতিক রিভিউ' })).toBeInTheDocument();
    // a review without a name is a student's, dated in Dhaka time
    expect(screen.getByText('শিক্ষার্থী')).toBeInTheDocument();
    expect(screen.getByText('শি')).toBeInTheDocument();
    expect(screen.getByText('১ নভে, ২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব দেখুন' })).toHaveAttribute(
      'href',
      `/teacher/profile/${TEACHER._id}`,
    );
  });

  it('shows no reviews yet in Bangla', async () => {
    renderDashboard();
    expect(await screen.findByText('এখনো কোনো রিভিউ নেই')).toBeInTheDocument();
    expect(screen.getByText('০টি রিভিউয়ের ভিত্তিতে')).toBeInTheDocument();
  });

  it('shows the empty state with Refresh in Bangla when the load fails', async () => {
    apiServer.use(http.get(DASHBOARD, () => HttpResponse.json(failure(404, 'Not found'), { status: 404 })));
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'ড্যাশবোর্ডে দেখানোর মতো কোনো তথ্য নেই' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রিফ্রেশ করুন' })).toBeInTheDocument();
  });
});
