import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  api,
  apiServer,
  failure,
  makePost,
  ok,
  renderPage,
  setupApiServer,
  STUDENT,
} from '../../test/posts-harness';
import { RecommendedPosts, RECOMMENDATIONS_FAILED } from './RecommendedPosts';

setupApiServer();
jest.setTimeout(20_000);

function renderDashboard() {
  return renderPage(<RecommendedPosts />, { path: '/student/dashboard', role: 'student' });
}

describe('RecommendedPosts (student dashboard)', () => {
  it('shows a spinner while loading, then the posts as a grid of cards', async () => {
    apiServer.use(
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
    apiServer.use(
      http.get(api('/student/dashboard'), () =>
        HttpResponse.json(
          ok([
            makePost({
              title: 'Joined',
              interested_students: [{ _id: STUDENT._id, username: STUDENT.username }],
            }),
          ]),
        ),
      ),
    );
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Joined' });
    expect(within(card).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing to recommend', async () => {
    apiServer.use(http.get(api('/student/dashboard'), () => HttpResponse.json(ok([]))));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No recommended posts' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for personalized recommendations.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load posts. Please try again later.' on a 500", async () => {
    let calls = 0;
    apiServer.use(
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
});
