import type { Batch } from '@pathshala/shared-api/contract';
import {
  api,
  makeBatch,
  makePost,
  ok,
  paged,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  requestsOfPreload,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { RouterLink, setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import StudentApp, { preload } from './App';

// An API that answers every page's first load with nothing to show; any other request fails the test.
const server = setupApiServer(
  http.get(api('/student/dashboard'), () => HttpResponse.json(ok([]))),
  http.get(api('/post/posts'), () => HttpResponse.json(ok([]))),
  http.get(api('/batch/batches'), () => HttpResponse.json(ok([]))),
  http.get(api('/batch/invitations'), () => HttpResponse.json(ok([]))),
  http.get(api('/payment/history'), () => HttpResponse.json(paged([]))),
  http.get(api('/post/:side/search'), () => HttpResponse.json(paged([], { limit: 12 }))),
);
afterEach(clearToasts);

/** The remote as the shell mounts it: at /student/*, inside the shell's providers, profile already loaded. */
function renderAt(path: string) {
  return renderRoutes(
    { '/student/*': <StudentApp /> },
    { route: path, wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

it('shows the dashboard with a welcome by first name', async () => {
  renderAt('/student/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Nusrat!')).toBeInTheDocument();
});

it('opens the dashboard for the bare /student path', async () => {
  renderAt('/student');
  expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
});

it('shows a not-found message with a way back for an unknown path', async () => {
  renderAt('/student/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Student Dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/student/dashboard',
  );
});

describe('the post screens', () => {
  it('shows Create Tuition Request at /student/tuitionrequest', async () => {
    renderAt('/student/tuitionrequest');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Tuition Request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Tuition Request' })).toBeInTheDocument();
  });

  it('shows Search Teachers at /student/tutorsearch', async () => {
    renderAt('/student/tutorsearch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Teachers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
  });

  it('shows Your Tuition Posts at /student/posts', async () => {
    renderAt('/student/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});

it("shows 'Recommended Posts' on the dashboard, empty when there is nothing to recommend", async () => {
  renderAt('/student/dashboard');
  expect(screen.getByRole('heading', { name: 'Recommended Posts' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'No recommended posts' })).toBeInTheDocument();
});

describe('the batch screens', () => {
  it('shows Batch Management at /student/batches, empty, with New Batch and the payments', async () => {
    renderAt('/student/batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Batch' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });

  it("opens a batch's page from its card, on its Classes tab", async () => {
    const batch = makeBatch({ title: 'SSC Physics batch', unread_messages: 1 });
    server.use(
      http.get(api('/batch/batches'), () => HttpResponse.json(ok([batch]))),
      http.get(api('/batch/invitations'), () => HttpResponse.json(ok([]))),
      http.get(api('/batch/:id'), () => HttpResponse.json(ok(batch))),
      http.get(api('/batch/:id/sessions'), () => HttpResponse.json(ok([]))),
      http.get(api('/batch/:id/attendance'), () =>
        HttpResponse.json(ok({ sessions: [], students: [], records: [] })),
      ),
    );
    const { user } = renderAt('/student/batches');
    const card = await screen.findByRole('article', { name: 'SSC Physics batch' }, { timeout: 5000 });
    expect(within(card).getByText('1 new message')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Open batch' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SSC Physics batch' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Classes' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('between the screens', () => {
  /** The remote with links to its screens, as the shell's top bar gives them. */
  function renderWithNav(path: string) {
    return renderRoutes(
      {
        '/student/*': (
          <>
            <nav aria-label="Student">
              <RouterLink to="/student/dashboard">Dashboard</RouterLink>
              <RouterLink to="/student/posts">Your Posts</RouterLink>
              <RouterLink to="/student/batches">Your Batches</RouterLink>
            </nav>
            <StudentApp />
          </>
        ),
      },
      { route: path, wrapper: withQueryClient(signIn(STUDENT)) },
    );
  }

  it('shows the batch made by accepting a teacher on Your Batches at once', async () => {
    const karim = { _id: '44444444-4444-4444-8444-444444444444', username: 'karim' };
    const request = makePost({
      title: 'Need a maths tutor',
      owner_id: userRef(STUDENT),
      owner_role: 'student',
      interested_teachers: [karim],
    });
    let batches: Batch[] = [];
    server.use(
      http.get(api('/batch/batches'), () => HttpResponse.json(ok(batches))),
      http.get(api('/post/posts'), () => HttpResponse.json(ok([request]))),
      http.post(api('/post/student/accept/:postId/:teacherId'), () => {
        batches = [makeBatch({ title: 'Need a maths tutor', owner_id: userRef(STUDENT), teacher_id: karim })];
        return HttpResponse.json(ok({ ...batches[0], student_ids: [] }));
      }),
    );
    const { user } = renderWithNav('/student/batches');
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Your Posts' }));
    const card = await screen.findByRole('article', { name: 'Need a maths tutor' });
    await user.click(within(card).getByRole('button', { name: 'Accept karim' }));
    expect(await screen.findByText('Teacher accepted')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Your Batches' }));
    const own = await screen.findByRole('region', { name: 'Your Batches' });
    expect(within(own).getByRole('article', { name: 'Need a maths tutor' })).toBeInTheDocument();
  });

  it('shows the batch a join filled on Your Batches at once', async () => {
    let post = makePost({ title: 'Last seat' });
    let batches: Batch[] = [];
    server.use(
      http.get(api('/batch/batches'), () => HttpResponse.json(ok(batches))),
      http.get(api('/student/dashboard'), () => HttpResponse.json(ok(post.status === 'open' ? [post] : []))),
      http.post(api('/post/student/apply/:postId'), () => {
        post = { ...post, status: 'closed', interested_students: [userRef(STUDENT)] };
        batches = [makeBatch({ title: 'Last seat' })];
        return HttpResponse.json(ok(post));
      }),
    );
    const { user } = renderWithNav('/student/batches');
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const card = await screen.findByRole('article', { name: 'Last seat' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('"Last seat" is full and is now a batch.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Your Batches' }));
    const partOf = await screen.findByRole('region', { name: "Batches You're Part Of" });
    expect(within(partOf).getByRole('article', { name: 'Last seat' })).toBeInTheDocument();
  });
});

describe('in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it('shows the dashboard headings and the welcome in Bangla', async () => {
    renderAt('/student/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'শিক্ষার্থী ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByText('আবারও স্বাগতম, Nusrat!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'প্রস্তাবিত পোস্ট' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'কোনো প্রস্তাবিত পোস্ট নেই' })).toBeInTheDocument();
    expect(screen.queryByText('Student Dashboard')).not.toBeInTheDocument();
  });

  it('says an unknown page was not found, with the way back, in Bangla', async () => {
    renderAt('/student/no-such-page');
    expect(await screen.findByRole('heading', { name: 'পৃষ্ঠাটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষার্থী অংশে এমন কোনো পৃষ্ঠা নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ড্যাশবোর্ডে ফিরে যান' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  });

  it('heads each lazily loaded screen in Bangla', async () => {
    renderAt('/student/tuitionrequest');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'টিউশনের অনুরোধ তৈরি করুন' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'টিউশনের অনুরোধ জমা দিন' })).toBeInTheDocument();
  });
});

it('switches the open dashboard to Bangla at once, and back', async () => {
  renderAt('/student/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
  await act(() => setLanguage('bn'));
  expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষার্থী ড্যাশবোর্ড' })).toBeInTheDocument();
  expect(screen.getByText('আবারও স্বাগতম, Nusrat!')).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
});

it("fetches the dashboard's posts ahead when a sign-in lands there, and nothing for another page", async () => {
  const queryClient = signIn(STUDENT);
  expect(await requestsOfPreload(server, preload, '/student/posts', queryClient)).toEqual([]);
  expect(await requestsOfPreload(server, preload, '/student/dashboard', queryClient)).toEqual([
    '/student/dashboard',
  ]);
});
