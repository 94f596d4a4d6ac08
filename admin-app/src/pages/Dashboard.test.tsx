import { useSession } from '@pathshala/shared-api';
import { setLanguage } from '@pathshala/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api, EMPTY_DASHBOARD, failure, ok, setupAdminTest } from '../../test/harness';

const renderAt = setupAdminTest();
const serveDashboard = (data: unknown) =>
  renderAt.apiServer.use(http.get(api('/admin/dashboard'), () => HttpResponse.json(ok(data))));

// jsdom draws no canvas: Chart.js reports that it cannot acquire a context, which is expected here.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

const FULL = {
  stats: { total_students: 120, total_teachers: 15, total_posts: 48, total_batches: 9 },
  growthRates: { studentGrowth: 12.5, teacherGrowth: -3.333 },
  recentPosts: [
    { _id: 'p1', title: 'HSC Physics', createdAt: '2026-03-05T10:00:00.000Z' },
    { _id: 'p2', title: 'SSC Maths', createdAt: '2026-03-04T10:00:00.000Z' },
    { _id: 'p3', title: 'English grammar', createdAt: '2026-03-03T10:00:00.000Z' },
    { _id: 'p4', title: 'Bangla literature', createdAt: '2026-03-02T10:00:00.000Z' },
    { _id: 'p5', title: 'Fifth post', createdAt: '2026-03-01T10:00:00.000Z' },
  ],
  recentBatches: [{ _id: 'b1', subject: 'Chemistry', createdAt: '2026-02-20T10:00:00.000Z' }],
  signupsByMonth: [
    { month: '2026-02', students: 10, teachers: 2 },
    { month: '2026-03', students: 12, teachers: 1 },
  ],
};

/** A count's figure; the chart's table, whose columns have the same names, may be there too. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

it("shows 'Loading dashboard...' while the data loads", async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/dashboard'), async () => {
      await delay('infinite');
      return HttpResponse.json(ok(null));
    }),
  );
  renderAt('/admin/dashboard');
  expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
});

it('shows the four counts, the growth, the recent lists (4 each) and the chart as a table', async () => {
  serveDashboard(FULL);
  renderAt('/admin/dashboard');
  expect(await screen.findByText('120')).toBeInTheDocument();
  expect(figure('Students')).toHaveTextContent('120');
  expect(figure('Teachers')).toHaveTextContent('15');
  expect(figure('Total Posts')).toHaveTextContent('48');
  expect(figure('Total Batches')).toHaveTextContent('9');

  const growth = screen.getByRole('region', { name: 'Growth & Performance' });
  const studentGrowth = within(growth).getByText('Student Growth').nextElementSibling!.firstElementChild!;
  expect(studentGrowth).toHaveTextContent('↑Up 12.50%');
  expect(studentGrowth).toHaveAttribute('data-trend', 'up');
  const teacherGrowth = within(growth).getByText('Teacher Growth').nextElementSibling!.firstElementChild!;
  expect(teacherGrowth).toHaveTextContent('↓Down -3.33%');
  expect(teacherGrowth).toHaveAttribute('data-trend', 'down');

  const posts = screen.getByRole('region', { name: 'Recent Posts' });
  expect(within(posts).getAllByRole('listitem')).toHaveLength(4);
  expect(within(posts).getByText('HSC Physics')).toBeInTheDocument();
  expect(within(posts).queryByText('Fifth post')).not.toBeInTheDocument();
  expect(within(posts).getByText('5 Mar 2026')).toBeInTheDocument();
  const batches = screen.getByRole('region', { name: 'Recent Batches' });
  expect(within(batches).getByText('Chemistry')).toBeInTheDocument();
  expect(within(batches).getByText('20 Feb 2026')).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Sign-ups per month' });
  expect(within(table).getByRole('row', { name: 'Mar 2026 12 1' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit-log');
});

it('marks the counts and the growth figures as well-formed description lists (a term, then its values)', async () => {
  serveDashboard(FULL);
  const { container } = renderAt('/admin/dashboard');
  await screen.findByText('120');
  const lists = Array.from(container.querySelectorAll('dl'));
  expect(lists).toHaveLength(2);
  for (const list of lists) {
    // A <dl> holds <dt>/<dd> groups, each group wrapped in at most one <div> (HTML's content model).
    for (const group of Array.from(list.children)) {
      expect(group.tagName).toBe('DIV');
      const parts = Array.from(group.children).map((part) => part.tagName);
      expect(parts[0]).toBe('DT');
      expect(parts.slice(1).length).toBeGreaterThan(0);
      expect(parts.slice(1).every((part) => part === 'DD')).toBe(true);
    }
  }
  const students = screen.getByText('Students', { selector: 'dt' }).parentElement!;
  expect(within(students).getByRole('link', { name: 'Manage students' }).closest('dd')).not.toBeNull();
});

it("shows a growth of 0 in red with a down arrow, and 'No data' for an absent figure", async () => {
  serveDashboard({ ...EMPTY_DASHBOARD, growthRates: { studentGrowth: 0 } });
  renderAt('/admin/dashboard');
  const growth = await screen.findByRole('region', { name: 'Growth & Performance' });
  const studentGrowth = within(growth).getByText('Student Growth').nextElementSibling!.firstElementChild!;
  expect(studentGrowth).toHaveTextContent('↓Down 0.00%');
  expect(studentGrowth).toHaveAttribute('data-trend', 'down');
  expect(within(growth).getByText('Teacher Growth').nextElementSibling).toHaveTextContent('No data');
});

it("shows 'No growth data available' without a growth block, and empty recent lists", async () => {
  renderAt('/admin/dashboard');
  const growth = await screen.findByRole('region', { name: 'Growth & Performance' });
  expect(within(growth).getByText('No growth data available')).toBeInTheDocument();
  expect(within(growth).queryByText('Student Growth')).not.toBeInTheDocument();
  expect(screen.getByText('No posts yet')).toBeInTheDocument();
  expect(screen.getByText('No batches yet')).toBeInTheDocument();
});

it('shows the error view with the heading Error and the server message', async () => {
  renderAt.apiServer.use(http.get(api('/admin/dashboard'), () => failure(404, 'Nothing here')));
  renderAt('/admin/dashboard');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Nothing here');
});

it("says 'No authentication token found' when no access token is stored", async () => {
  let asked = false;
  renderAt.apiServer.use(
    http.get(api('/admin/dashboard'), () => {
      asked = true;
      return HttpResponse.json(ok(EMPTY_DASHBOARD));
    }),
  );
  useSession.getState().clearSession();
  expect(localStorage.getItem('accessToken')).toBeNull();
  renderAt('/admin/dashboard');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('No authentication token found');
  expect(asked).toBe(false);
});

it('signs the admin out on a 403', async () => {
  let loggedOut = false;
  renderAt.apiServer.use(
    http.get(api('/admin/dashboard'), () => failure(403, 'Forbidden')),
    http.post(api('/logout'), () => {
      loggedOut = true;
      return HttpResponse.json(ok({}));
    }),
  );
  // The test mounts only /admin/*: leaving for / matches no route here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderAt('/admin/dashboard');
  await waitFor(() => expect(loggedOut).toBe(true));
  // The session is dropped once the sign-out is answered, and the page leaves with it.
  await waitFor(() => expect(useSession.getState().accessToken).toBeNull());
  expect(localStorage.getItem('accessToken')).toBeNull();
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Dashboard Overview' })).not.toBeInTheDocument(),
  );
});

it('groups large counts the Bangladeshi way in English too', async () => {
  serveDashboard({ ...FULL, stats: { ...FULL.stats, total_students: 123456 } });
  renderAt('/admin/dashboard');
  expect(await screen.findByText('1,23,456')).toBeInTheDocument();
  expect(figure('Students')).toHaveTextContent('1,23,456');
});

describe('in Bangla', () => {
  it('shows the headings, the counts with Bangladeshi grouping in Bangla digits, the growth and the dates', async () => {
    serveDashboard({ ...FULL, stats: { ...FULL.stats, total_students: 123456 } });
    // Switched before the first render: jsdom's chart has no canvas to redraw on a switch.
    await act(() => setLanguage('bn'));
    renderAt('/admin/dashboard');

    expect(await screen.findByText('১,২৩,৪৫৬')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড সারসংক্ষেপ' })).toBeInTheDocument();
    expect(screen.getByText('আবারও স্বাগতম, Admin!')).toBeInTheDocument();
    expect(figure('শিক্ষার্থী')).toHaveTextContent('১,২৩,৪৫৬');
    expect(figure('শিক্ষক')).toHaveTextContent('১৫');
    expect(figure('মোট পোস্ট')).toHaveTextContent('৪৮');
    expect(figure('মোট ব্যাচ')).toHaveTextContent('৯');
    expect(screen.getByRole('link', { name: 'শিক্ষার্থীদের পরিচালনা করুন' })).toHaveAttribute(
      'href',
      '/admin/users?tab=students',
    );

    const growth = screen.getByRole('region', { name: 'প্রবৃদ্ধি ও অগ্রগতি' });
    expect(within(growth).getByText('শিক্ষার্থী বৃদ্ধির হার').nextElementSibling).toHaveTextContent(
      '↑বেড়েছে ১২.৫০%',
    );
    expect(within(growth).getByText('শিক্ষক বৃদ্ধির হার').nextElementSibling).toHaveTextContent('↓কমেছে -৩.৩৩%');

    const posts = screen.getByRole('region', { name: 'সাম্প্রতিক পোস্ট' });
    expect(within(posts).getByText('৫ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অডিট লগ' })).toHaveAttribute('href', '/admin/audit-log');
  });

  it('says there is no data in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderAt('/admin/dashboard');
    const growth = await screen.findByRole('region', { name: 'প্রবৃদ্ধি ও অগ্রগতি' });
    expect(within(growth).getByText('প্রবৃদ্ধির কোনো তথ্য নেই')).toBeInTheDocument();
    expect(screen.getByText('এখনো কোনো পোস্ট নেই')).toBeInTheDocument();
    expect(screen.getByText('এখনো কোনো ব্যাচ নেই')).toBeInTheDocument();
  });
});
