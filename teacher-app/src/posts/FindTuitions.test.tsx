import type { Post } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makePost,
  ok,
  OTHER_STUDENT,
  setupApiServer,
  signIn,
  TEACHER,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes, ShowLocation } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FindTuitions } from './FindTuitions';

const apiServer = setupApiServer();
afterEach(clearToasts);

const PATH = '/teacher/tuitionsearch';

/** A student's open request, by someone other than the teacher; `overrides` change any field. */
const request = (overrides: Partial<Post> = {}) =>
  makePost({ owner_role: 'student', owner_id: OTHER_STUDENT, ...overrides });

/**
 * The teachers' search endpoint over `posts`: records each request's query, answers with the posts and
 * `total` (default: their number).
 */
function serveSearch(posts: Post[] | (() => Post[]), { total }: { total?: number } = {}) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get(api('/post/teacher/search'), ({ request: incoming }) => {
      const query = new URL(incoming.url).searchParams;
      queries.push(query);
      const list = typeof posts === 'function' ? posts() : posts;
      const limit = Number(query.get('limit'));
      return HttpResponse.json(
        ok(list, 200, { meta: { page: Number(query.get('page') ?? 1), limit, total: total ?? list.length } }),
      );
    }),
  );
  return queries;
}

/** The page at `route` with the address shown beside it, the teacher signed in. */
const renderSearch = (route = PATH, teacher = TEACHER) =>
  renderRoutes(
    {
      [PATH]: (
        <>
          <FindTuitions />
          <ShowLocation />
        </>
      ),
    },
    { route, wrapper: withQueryClient(signIn(teacher)) },
  );

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

/** The sidebar, opened first where the screen is narrow. */
async function openFilters(user: ReturnType<typeof renderSearch>['user']) {
  const toggle = screen.queryByRole('button', { name: /Show filters/ });
  if (toggle) await user.click(toggle);
  return screen.getByRole('form', { name: 'Filters' });
}

const entries = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);

describe('FindTuitions', () => {
  it('opens with its heading, intro and keyword box, and first searches student requests with only the page size', async () => {
    const queries = serveSearch([request()]);
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Students' })).toBeInTheDocument();
    expect(screen.getByText('Tuition requests from students looking for a teacher.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveAttribute(
      'placeholder',
      'Search requests by subject, title or description',
    );
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(entries(queries[0])).toEqual({ limit: '12' });
  });

  it("searches with a shared link's search, counts the server's total, and pages through it", async () => {
    const shared = {
      subject: 'Physics',
      class: '9',
      weekly_schedule: 'Sunday,Monday',
      salary: '3000',
      is_batch: 'true',
      q: 'waves',
      sort: 'salary_desc',
    };
    const queries = serveSearch([request()], { total: 30 });
    const { user } = renderSearch(`${PATH}?${new URLSearchParams({ ...shared, page: '2' })}`);
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(entries(queries[0])).toEqual({ ...shared, page: '2', limit: '12' });
    expect(await screen.findByText('30 results')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();

    // a teacher looks for requests paying at least this
    const filters = await openFilters(user);
    expect(within(filters).getByRole('spinbutton', { name: /Minimum salary/ })).toHaveValue(3000);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({ ...shared, page: '3', limit: '12' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    // a page already seen comes from the cache
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location()).toBe(
      `${PATH}?subject=Physics&class=9&weekly_schedule=Sunday,Monday&salary=3000&is_batch=true&q=waves&sort=salary_desc&page=2`,
    );
    expect(queries).toHaveLength(2);
  });

  it('shows the empty state when nothing matches', async () => {
    serveSearch([]);
    renderSearch();
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria to find more results.')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
  });
});

describe('FindTuitions: where and how', () => {
  it("filters requests by place, teaching mode and medium (no tutor's gender: that is the students' search)", async () => {
    const queries = serveSearch([request()]);
    const { user } = renderSearch();
    await waitFor(() => expect(queries).toHaveLength(1));
    const filters = await openFilters(user);
    expect(within(filters).queryByRole('combobox', { name: "Tutor's gender" })).not.toBeInTheDocument();
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Division' }), 'Khulna');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'District' }), 'Jashore');
    await user.click(within(filters).getByRole('checkbox', { name: 'Online' }));
    await user.click(within(filters).getByRole('checkbox', { name: "At the student's home" }));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Medium' }), 'English version');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const chosen = {
      division: 'khulna',
      district: 'jashore',
      mode: 'online,student_home',
      medium: 'english_version',
    };
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({ ...chosen, limit: '12' });
    expect(entries(new URL(location() ?? '', 'http://localhost').searchParams)).toEqual(chosen);
  });

  it('says which requests a teacher’s gender leaves out', async () => {
    serveSearch([request()]);
    const { unmount } = renderSearch(PATH, { ...TEACHER, gender: 'male' });
    expect(await screen.findByText('Requests that prefer a female tutor are not shown.')).toBeInTheDocument();
    unmount();

    renderSearch(PATH, { ...TEACHER, gender: 'female' });
    expect(await screen.findByText('Requests that prefer a male tutor are not shown.')).toBeInTheDocument();
  });

  it('asks a teacher who has not given their gender to add it to their profile', async () => {
    serveSearch([request()]);
    const { user } = renderSearch();
    const link = await screen.findByRole('link', { name: 'your profile' });
    expect(link.closest('p')).toHaveTextContent(
      'Requests that prefer a male or female tutor show once you add your gender to your profile.',
    );
    await user.click(link);
    expect(await screen.findByText('Now at /editprofile')).toBeInTheDocument();
  });

  it('says it in Bangla', async () => {
    serveSearch([request()]);
    await act(() => setLanguage('bn'));
    const { unmount } = renderSearch(PATH, { ...TEACHER, gender: 'male' });
    expect(await screen.findByText('মহিলা গৃহশিক্ষক চাওয়া অনুরোধগুলো এখানে দেখানো হয় না।')).toBeInTheDocument();
    unmount();
    renderSearch();
    expect(await screen.findByRole('link', { name: 'প্রোফাইলে' })).toBeInTheDocument();
  });

  it("shows a request's place, modes, medium and wish for a male or female tutor on its card", async () => {
    serveSearch([
      request({
        title: 'Class 5 English',
        division: 'dhaka',
        district: 'dhaka',
        area: 'uttara',
        modes: ['student_home'],
        medium: 'english_version',
        preferred_tutor_gender: 'female',
      }),
    ]);
    renderSearch();
    const card = await screen.findByRole('article', { name: 'Class 5 English' });
    expect(within(card).getByText('Uttara, Dhaka')).toBeInTheDocument();
    expect(within(card).getByText("At the student's home")).toBeInTheDocument();
    expect(within(card).getByText('English version')).toBeInTheDocument();
    expect(within(card).getByText('Prefers a female tutor')).toBeInTheDocument();
  });
});
describe('FindTuitions: interest', () => {
  /** A server holding one request; apply and retract change who is interested, and the search shows it. */
  function serveInterest({ failApply = false, failRetract = false } = {}) {
    let post = request({ title: 'The post' });
    const calls: string[] = [];
    const queries = serveSearch(() => [post]);
    apiServer.use(
      http.post(api('/post/:role/apply/:postId'), ({ params }) => {
        calls.push(`POST ${params.role as string} apply ${params.postId as string}`);
        if (failApply) return HttpResponse.json(failure(409, 'This request is closed'), { status: 409 });
        post = { ...post, interested_teachers: [userRef(TEACHER)] };
        return HttpResponse.json(ok(post));
      }),
      http.delete(api('/post/:role/retract/:postId'), ({ params }) => {
        calls.push(`DELETE ${params.role as string} retract ${params.postId as string}`);
        if (failRetract) return new HttpResponse(null, { status: 500 });
        post = { ...post, interested_teachers: [] };
        return HttpResponse.json(ok(post));
      }),
    );
    return { calls, queries, postId: () => post._id };
  }

  it("a teacher shows interest, the list reloads and shows 'Interested' pressed, which withdraws", async () => {
    const server = serveInterest();
    const { user } = renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    const toggle = within(card).getByRole('button', { name: 'Show Interest' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    await waitFor(() => expect(server.calls).toEqual([`POST teacher apply ${server.postId()}`]));
    await waitFor(() => expect(server.queries).toHaveLength(2));
    const pressed = await within(card).findByRole('button', { name: 'Interested' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Interest shown')).toBeInTheDocument();
    expect(screen.getByText('"The post" is in Your Posts.')).toBeInTheDocument();

    await user.click(pressed);
    await waitFor(() => expect(server.calls[1]).toBe(`DELETE teacher retract ${server.postId()}`));
    await waitFor(() => expect(server.queries).toHaveLength(3));
    expect(await within(card).findByRole('button', { name: 'Show Interest' })).toBeInTheDocument();
  });

  it("toasts 'Failed to show interest' with the server's reason when showing interest fails", async () => {
    const server = serveInterest({ failApply: true });
    const { user } = renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Show Interest' }));
    expect(await screen.findByText('Failed to show interest')).toBeInTheDocument();
    expect(screen.getByText('This request is closed')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Show Interest' })).toBeEnabled();
  });

  it("toasts 'Failed to withdraw interest' when withdrawing fails", async () => {
    const server = serveInterest({ failRetract: true });
    const { user } = renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Show Interest' }));
    const pressed = await within(card).findByRole('button', { name: 'Interested' });
    await user.click(pressed);
    expect(await screen.findByText('Failed to withdraw interest')).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
    expect(await within(card).findByRole('button', { name: 'Interested' })).toBeEnabled();
  });
});

describe('FindTuitions in Bangla', () => {
  it('shows its heading, keyword hint and empty state in Bangla', async () => {
    serveSearch([]);
    await act(() => setLanguage('bn'));
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষার্থী খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষক খুঁজছে এমন শিক্ষার্থীদের টিউশনের অনুরোধ।')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('বিষয়, শিরোনাম বা বিবরণ দিয়ে অনুরোধ খুঁজুন')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'মিলে যায় এমন কোনো টিউশনের অনুরোধ নেই' }),
    ).toBeInTheDocument();
    expect(screen.getByText('আরও ফলাফল পেতে খোঁজার শর্তগুলো বদলে দেখুন।')).toBeInTheDocument();
  });
});
