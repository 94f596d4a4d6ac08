import {
  api,
  makeBatch,
  ok,
  paged,
  setupApiServer,
  signIn,
  requestsOfPreload,
  TEACHER,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import TeacherApp, { preload } from './App';

// An API that answers every page's first load with nothing to show; a request for anything else fails the test.
const server = setupApiServer(
  http.get(api('/teacher/dashboard'), () =>
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
  http.get(api('/post/posts'), () => HttpResponse.json(ok([]))),
  http.get(api('/post/:side/search'), () => HttpResponse.json(paged([], { limit: 12 }))),
  http.get(api('/batch/batches'), () => HttpResponse.json(ok([]))),
  http.get(api('/batch/invitations'), () => HttpResponse.json(ok([]))),
  http.get(api('/payment/history'), () => HttpResponse.json(paged([]))),
);

/** The remote as the shell mounts it: at /teacher/*, inside the shell's providers, profile already loaded. */
const renderAt = (path: string) =>
  renderRoutes({ '/teacher/*': <TeacherApp /> }, { route: path, wrapper: withQueryClient(signIn(TEACHER)) });

it('shows the dashboard with a welcome by first name', async () => {
  renderAt('/teacher/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Rafiq!')).toBeInTheDocument();
});

it('opens the dashboard for the bare /teacher path', async () => {
  renderAt('/teacher');
  expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
});

it('shows a not-found message with a way back for an unknown path', async () => {
  renderAt('/teacher/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Teacher Dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/teacher/dashboard',
  );
});

describe('the post screens', () => {
  it('shows Create Tuition Post at /teacher/tuitionpost', async () => {
    renderAt('/teacher/tuitionpost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Tuition Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Tuition Post' })).toBeInTheDocument();
  });

  it('shows Search Students at /teacher/tuitionsearch', async () => {
    renderAt('/teacher/tuitionsearch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Students' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
  });

  it('shows Your Tuition Posts at /teacher/posts', async () => {
    renderAt('/teacher/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});

describe('the batch screens', () => {
  it('shows Batch Management at /teacher/batches, empty, with New Batch and the payments', async () => {
    renderAt('/teacher/batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Batch' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });

  it("opens a batch's page from its card", async () => {
    const batch = makeBatch({ title: 'SSC Physics batch' });
    server.use(
      http.get(api('/batch/batches'), () => HttpResponse.json(ok([batch]))),
      http.get(api('/batch/invitations'), () => HttpResponse.json(ok([]))),
      http.get(api('/batch/:id'), () => HttpResponse.json(ok(batch))),
      http.get(api('/batch/:id/sessions'), () => HttpResponse.json(ok([]))),
      http.get(api('/batch/:id/attendance'), () =>
        HttpResponse.json(ok({ sessions: [], students: [], records: [] })),
      ),
    );
    const { user } = renderAt('/teacher/batches');
    const card = await screen.findByRole('article', { name: 'SSC Physics batch' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Open batch' })).toHaveAttribute(
      'href',
      `/teacher/batches/${batch._id}`,
    );
    await user.click(within(card).getByRole('link', { name: 'Open batch' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SSC Physics batch' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it('shows the dashboard headings and the welcome in Bangla', async () => {
    renderAt('/teacher/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'শিক্ষক ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByText('আবারও স্বাগতম, Rafiq!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'গড় রেটিং' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'এক নজরে পরিসংখ্যান' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'রেটিং বণ্টন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'সাম্প্রতিক রিভিউ' })).toBeInTheDocument();
    expect(screen.queryByText('Teacher Dashboard')).not.toBeInTheDocument();
  });

  it('says an unknown page was not found, with the way back, in Bangla', async () => {
    renderAt('/teacher/no-such-page');
    expect(await screen.findByRole('heading', { name: 'পৃষ্ঠাটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষক অংশে এমন কোনো পৃষ্ঠা নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ড্যাশবোর্ডে ফিরে যান' })).toHaveAttribute(
      'href',
      '/teacher/dashboard',
    );
  });
});

it('switches an open screen to Bangla at once, and back', async () => {
  renderAt('/teacher/posts');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  await act(() => setLanguage('bn'));
  expect(screen.getByRole('heading', { level: 1, name: 'আপনার টিউশন পোস্ট' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'এখনো কোনো পোস্ট নেই' })).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
});

it("fetches the dashboard's figures ahead when a sign-in lands there, and nothing for another page", async () => {
  const queryClient = signIn(TEACHER);
  expect(await requestsOfPreload(server, preload, '/teacher/batches', queryClient)).toEqual([]);
  expect(await requestsOfPreload(server, preload, '/teacher/dashboard', queryClient)).toEqual([
    '/teacher/dashboard',
  ]);
});
