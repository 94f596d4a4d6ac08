import {
  api,
  failure,
  makePost,
  ok,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { RecommendedPosts, RECOMMENDATIONS_FAILED } from './RecommendedPosts';

const server = setupApiServer();
afterEach(clearToasts);

function renderDashboard() {
  return renderRoutes(
    { '/student/dashboard': <RecommendedPosts /> },
    { route: '/student/dashboard', wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

describe('RecommendedPosts (student dashboard)', () => {
  it('shows a spinner while loading, then the posts as a grid of cards', async () => {
    server.use(
      http.get(api('/student/dashboard'), async () => {
        await delay(200);
        return HttpResponse.json(
          ok([makePost({ title: 'HSC Physics batch' }), makePost({ title: 'SSC Chemistry' })]),
        );
      }),
    );
    renderDashboard();
    const section = screen.getByRole('region', { name: 'Recommended Posts' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading recommended posts...');

    expect(await within(section).findByRole('article', { name: 'HSC Physics batch' })).toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'SSC Chemistry' })).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    // a student can join from here
    expect(within(section).getAllByRole('button', { name: 'Join' })).toHaveLength(2);
  });

  it('shows Leave on a post the student already joined', async () => {
    server.use(
      http.get(api('/student/dashboard'), () =>
        HttpResponse.json(ok([makePost({ title: 'Joined', interested_students: [userRef(STUDENT)] })])),
      ),
    );
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Joined' });
    expect(within(card).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing to recommend', async () => {
    server.use(http.get(api('/student/dashboard'), () => HttpResponse.json(ok([]))));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No recommended posts' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for personalized recommendations.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load posts. Please try again later.' on a 500", async () => {
    let calls = 0;
    server.use(
      http.get(api('/student/dashboard'), () => {
        calls += 1;
        return HttpResponse.json(failure(500, 'Database down'), { status: 500 });
      }),
    );
    renderDashboard();
    expect(RECOMMENDATIONS_FAILED).toBe('Failed to load posts. Please try again later.');
    expect(
      await screen.findByText('Failed to load posts. Please try again later.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No recommended posts' })).not.toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('joins a post: says it is full and now a batch when joining filled it, and the list reloads', async () => {
    let post = makePost({ title: 'Last seat' });
    let loads = 0;
    const applied: string[] = [];
    server.use(
      http.get(api('/student/dashboard'), () => {
        loads += 1;
        return HttpResponse.json(ok(post.status === 'open' ? [post] : []));
      }),
      http.post(api('/post/:role/apply/:postId'), ({ params }) => {
        applied.push(`${params.role as string} ${params.postId as string}`);
        post = { ...post, status: 'closed', interested_students: [userRef(STUDENT)] };
        return HttpResponse.json(ok(post));
      }),
    );
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'Last seat' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(applied).toEqual([`student ${post._id}`]));
    expect(await screen.findByText('Joined')).toBeInTheDocument();
    expect(screen.getByText('"Last seat" is full and is now a batch.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No recommended posts' })).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it("toasts 'Failed to Join the batch' with the server's reason when joining fails", async () => {
    server.use(
      http.get(api('/student/dashboard'), () => HttpResponse.json(ok([makePost({ title: 'Full one' })]))),
      http.post(api('/post/:role/apply/:postId'), () =>
        HttpResponse.json(failure(409, 'This batch is full'), { status: 409 }),
      ),
    );
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'Full one' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Failed to Join the batch')).toBeInTheDocument();
    expect(screen.getByText('This batch is full')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Join' })).toBeEnabled();
  });
});

describe('RecommendedPosts in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it('shows its heading and empty state in Bangla', async () => {
    server.use(http.get(api('/student/dashboard'), () => HttpResponse.json(ok([]))));
    renderDashboard();
    expect(screen.getByRole('region', { name: 'প্রস্তাবিত পোস্ট' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'কোনো প্রস্তাবিত পোস্ট নেই' })).toBeInTheDocument();
    expect(screen.getByText('আপনার জন্য বাছাই করা পোস্ট দেখতে পরে আবার দেখুন।')).toBeInTheDocument();
  });

  it('says loading failed in Bangla', async () => {
    server.use(
      http.get(api('/student/dashboard'), () =>
        HttpResponse.json(failure(500, 'Database down'), { status: 500 }),
      ),
    );
    renderDashboard();
    expect(
      await screen.findByText('পোস্ট লোড করা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });
});
