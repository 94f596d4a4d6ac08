import type { Post } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makePost,
  ok,
  paged,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes, ShowLocation } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FindTutor } from './FindTutor';

const server = setupApiServer();
afterEach(clearToasts);

const PATH = '/student/tutorsearch';
const OTHER = { _id: '33333333-3333-4333-8333-333333333333', username: 'other' };

/**
 * The student's search endpoint (teacher posts) over `posts`: records each request's query, answers with the
 * posts and `total` (default: their number).
 */
function serveSearch(posts: Post[] | (() => Post[]), { total }: { total?: number } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api('/post/student/search'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const list = typeof posts === 'function' ? posts() : posts;
      return HttpResponse.json(
        paged(list, {
          page: Number(query.get('page') ?? 1),
          limit: Number(query.get('limit')),
          total: total ?? list.length,
        }),
      );
    }),
  );
  return queries;
}

/** Search Teachers at `route`, the student signed in, with the address shown beside it. */
function renderSearch(route = PATH) {
  return renderRoutes(
    {
      [PATH]: (
        <>
          <FindTutor />
          <ShowLocation />
        </>
      ),
    },
    { route, wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

/** The sidebar, opened first where the screen is narrow. */
async function openFilters(user: ReturnType<typeof renderSearch>['user']) {
  const toggle = screen.queryByRole('button', { name: /Show filters/ });
  if (toggle) await user.click(toggle);
  return screen.getByRole('form', { name: 'Filters' });
}

const entries = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);

describe('Search Teachers', () => {
  it('opens with its heading, intro and keyword box, and first searches teacher posts with only the page size', async () => {
    const queries = serveSearch([makePost({ owner_id: OTHER })]);
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Teachers' })).toBeInTheDocument();
    expect(screen.getByText('Tuition posts from teachers, for one student or a batch.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveAttribute(
      'placeholder',
      'Search posts by subject, title or description',
    );
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(entries(queries[0])).toEqual({ limit: '12' });
  });

  it("searches with a shared link's search, counts the server's total, and pages through it", async () => {
    const queries = serveSearch([makePost({ owner_id: OTHER })], { total: 30 });
    const { user } = renderSearch(
      '/student/tutorsearch?title=HSC&description=Mechanics&time=18:30&is_continuous=false&max_size=4&salary=3000&q=waves&sort=salary_asc&page=2',
    );
    await waitFor(() => expect(queries).toHaveLength(1));
    const search = {
      title: 'HSC',
      description: 'Mechanics',
      time: '18:30',
      is_continuous: 'false',
      max_size: '4',
      salary: '3000',
      q: 'waves',
      sort: 'salary_asc',
    };
    expect(entries(queries[0])).toEqual({ ...search, page: '2', limit: '12' });
    expect(await screen.findByText('30 results')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();

    // a student looks for posts costing at most this
    const filters = await openFilters(user);
    expect(within(filters).getByRole('spinbutton', { name: /Maximum salary/ })).toHaveValue(3000);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({ ...search, page: '3', limit: '12' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    // back to a page already seen: it comes from the cache
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    const address = new URL(location() ?? '', 'http://localhost');
    expect(address.pathname).toBe(PATH);
    expect(entries(address.searchParams)).toEqual({ ...search, page: '2' });
    expect(queries).toHaveLength(2);
  });

  it("filters by place, teaching mode, medium and the tutor's gender, and orders nearest first: in the URL and the API's query", async () => {
    const queries = serveSearch([makePost({ owner_id: OTHER })]);
    const { user } = renderSearch();
    await waitFor(() => expect(queries).toHaveLength(1));
    const filters = await openFilters(user);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'District' }), 'Rajshahi');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Area' }), 'Boalia');
    await user.click(within(filters).getByRole('checkbox', { name: "At the student's home" }));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Medium' }), 'Bangla medium');
    await user.selectOptions(within(filters).getByRole('combobox', { name: "Tutor's gender" }), 'Female');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const chosen = {
      division: 'rajshahi',
      district: 'rajshahi',
      area: 'boalia',
      mode: 'student_home',
      medium: 'bangla',
      tutor_gender: 'female',
    };
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({ ...chosen, limit: '12' });
    expect(entries(new URL(location() ?? '', 'http://localhost').searchParams)).toEqual(chosen);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Nearest first');
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(entries(queries[2])).toEqual({ ...chosen, sort: 'nearest', limit: '12' });
  });

  it('shows where and how on each card', async () => {
    serveSearch([
      makePost({
        title: 'The post',
        owner_id: OTHER,
        district: 'sylhet',
        division: 'sylhet',
        area: null,
        modes: ['online'],
        medium: 'english',
      }),
    ]);
    renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    expect(within(card).getByText('Sylhet')).toBeInTheDocument();
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText('English medium')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    serveSearch([]);
    renderSearch();
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria to find more results.')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
  });
});

describe('Search Teachers: Join and Leave', () => {
  /** A server holding one teacher post; apply and retract change who joined, and the search shows it. */
  function serveInterest({ failApply = false, failRetract = false } = {}) {
    let post = makePost({ title: 'The post', owner_id: OTHER, owner_role: 'teacher' });
    const calls: string[] = [];
    const queries = serveSearch(() => [post]);
    server.use(
      http.post(api('/post/:role/apply/:postId'), ({ params }) => {
        calls.push(`POST ${params.role as string} apply ${params.postId as string}`);
        if (failApply) return HttpResponse.json(failure(409, 'This batch is full'), { status: 409 });
        post = { ...post, interested_students: [userRef(STUDENT)] };
        return HttpResponse.json(ok(post));
      }),
      http.delete(api('/post/:role/retract/:postId'), ({ params }) => {
        calls.push(`DELETE ${params.role as string} retract ${params.postId as string}`);
        if (failRetract) return new HttpResponse(null, { status: 500 });
        post = { ...post, interested_students: [] };
        return HttpResponse.json(ok(post));
      }),
    );
    return { calls, queries, postId: () => post._id };
  }

  it('a student Joins, the list reloads and shows Leave, which leaves', async () => {
    const interest = serveInterest();
    const { user } = renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(interest.calls).toEqual([`POST student apply ${interest.postId()}`]));
    await waitFor(() => expect(interest.queries).toHaveLength(2));
    const leave = await within(card).findByRole('button', { name: 'Leave' });
    expect(within(card).getByText('1 Interested')).toBeInTheDocument();
    // and says where the joined post went
    expect(await screen.findByText('Joined')).toBeInTheDocument();
    expect(screen.getByText('"The post" is in Your Posts.')).toBeInTheDocument();

    await user.click(leave);
    await waitFor(() => expect(interest.calls[1]).toBe(`DELETE student retract ${interest.postId()}`));
    await waitFor(() => expect(interest.queries).toHaveLength(3));
    expect(await within(card).findByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it("toasts 'Failed to Join the batch' when joining fails", async () => {
    const interest = serveInterest({ failApply: true });
    const { user } = renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Failed to Join the batch')).toBeInTheDocument();
    expect(screen.getByText('This batch is full')).toBeInTheDocument();
    expect(interest.calls).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it("toasts 'Failed to Leave the batch' when leaving fails", async () => {
    const interest = serveInterest({ failRetract: true });
    const { user } = renderSearch();
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    const leave = await within(card).findByRole('button', { name: 'Leave' });
    await user.click(leave);
    expect(await screen.findByText('Failed to Leave the batch')).toBeInTheDocument();
    expect(interest.calls).toHaveLength(2);
    expect(await within(card).findByRole('button', { name: 'Leave' })).toBeEnabled();
  });
});

describe('Search Teachers in Bangla', () => {
  it('shows its heading, keyword hint and empty state in Bangla', async () => {
    serveSearch([]);
    await act(() => setLanguage('bn'));
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষকদের টিউশন পোস্ট, একজন শিক্ষার্থী বা একটি ব্যাচের জন্য।')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('বিষয়, শিরোনাম বা বিবরণ দিয়ে পোস্ট খুঁজুন')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'মিলে যায় এমন কোনো টিউশনের অনুরোধ নেই' }),
    ).toBeInTheDocument();
    expect(screen.getByText('আরও ফলাফল পেতে খোঁজার শর্তগুলো বদলে দেখুন।')).toBeInTheDocument();
  });
});
