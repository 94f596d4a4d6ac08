import type { Post, PostOwnerRole } from '@pathshala/shared-api/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  api,
  apiServer,
  failure,
  makePost,
  ok,
  renderPage,
  setupApiServer,
  ShowLocation,
  STUDENT,
  TEACHER,
} from '../../test/posts-harness';
import { PostSearchPage } from './PostSearchPage';

setupApiServer();
jest.setTimeout(20_000);

// React builds `new FormData(form, submitter)` when a submit handler starts a transition (the router's
// navigation does). jest-fixed-jsdom swaps in Node's FormData, which cannot read a jsdom form; browsers
// can. This stand-in reads the form's named controls, as a browser would.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[])
      if (element.name && !element.disabled) this.append(element.name, element.value);
  }
}
beforeAll(() => {
  globalThis.FormData = FormDataFromForm as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const PATHS: Record<PostOwnerRole, string> = {
  teacher: '/teacher/tuitionsearch',
  student: '/student/tutorsearch',
};

const OTHER = { _id: '33333333-3333-4333-8333-333333333333', username: 'other' };

/**
 * A search endpoint over `posts` for `side`: records each request's query, answers with the posts and
 * `total` (default: their number). `respond` replaces the answer.
 */
function serveSearch(
  side: PostOwnerRole,
  posts: Post[] | (() => Post[]),
  {
    total,
    respond,
  }: { total?: number; respond?: (query: URLSearchParams) => Promise<Response> | Response } = {},
) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get(api(`/post/${side}/search`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      if (respond) return respond(query);
      const list = typeof posts === 'function' ? posts() : posts;
      const limit = Number(query.get('limit'));
      return HttpResponse.json(
        ok(list, 200, { meta: { page: Number(query.get('page') ?? 1), limit, total: total ?? list.length } }),
      );
    }),
  );
  return queries;
}

function renderSearch(role: PostOwnerRole, route = PATHS[role]) {
  return renderPage(
    <>
      <PostSearchPage role={role} />
      <ShowLocation />
    </>,
    { path: PATHS[role], route, role },
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

describe('PostSearchPage', () => {
  it('runs a first search on open with no filters, only the page size', async () => {
    const queries = serveSearch('teacher', [makePost({ owner_role: 'student', owner_id: OTHER })]);
    renderSearch('teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Students' })).toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(entries(queries[0])).toEqual({ limit: '12' });
  });

  it('shows a loading state, then the results with their count', async () => {
    serveSearch('student', [], {
      respond: async () => {
        await delay(200);
        const posts = [
          makePost({ title: 'HSC Physics batch', owner_id: OTHER }),
          makePost({ title: 'SSC Chemistry', owner_id: OTHER }),
        ];
        return HttpResponse.json(ok(posts, 200, { meta: { page: 1, limit: 12, total: 2 } }));
      },
    });
    renderSearch('student');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'HSC Physics batch' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'SSC Chemistry' })).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('puts the results in a section with an h2, so the cards’ h3s follow an h2 even with Filters hidden', async () => {
    serveSearch('student', [makePost({ title: 'HSC Physics batch', owner_id: OTHER })]);
    renderSearch('student');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('heading', { level: 2, name: 'Search results' })).toBeInTheDocument();
    const card = await within(results).findByRole('article', { name: 'HSC Physics batch' });
    expect(within(card).getByRole('heading', { level: 3, name: 'HSC Physics batch' })).toBeInTheDocument();
  });

  it('counts one result in the singular', async () => {
    serveSearch('student', [makePost({ owner_id: OTHER })], { total: 1 });
    renderSearch('student');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    serveSearch('student', []);
    renderSearch('student');
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria to find more results.')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
  });

  it('shows an error view with Try again, which searches again', async () => {
    let fail = true;
    const queries = serveSearch('student', [], {
      respond: () =>
        fail
          ? HttpResponse.json(failure(400, 'Class must be a valid class'), { status: 400 })
          : HttpResponse.json(
              ok([makePost({ title: 'Found it', owner_id: OTHER })], 200, {
                meta: { page: 1, limit: 12, total: 1 },
              }),
            ),
    });
    const { user } = renderSearch('student');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Class must be a valid class');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Found it' })).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts applied filters in the URL and in the request', async () => {
    const queries = serveSearch('student', []);
    const { user } = renderSearch('student');
    await waitFor(() => expect(queries).toHaveLength(1));

    const filters = await openFilters(user);
    const classes = within(filters).getByRole('combobox', { name: 'Class' });
    expect(
      within(classes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any Class',
      ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
      'Class Hons',
      'Class Masters',
    ]);
    const days = within(within(filters).getByRole('group', { name: 'Days' })).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName('Sun (Sunday)');

    await user.selectOptions(classes, 'Class 9');
    await user.click(within(filters).getByRole('button', { name: 'Mon (Monday)' }));
    await user.click(within(filters).getByRole('button', { name: 'Sun (Sunday)' }));
    await user.click(within(filters).getByRole('textbox', { name: 'Subject' }));
    await user.paste('Physics');
    // nothing is searched before Apply
    expect(queries).toHaveLength(1);
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({
      class: '9',
      weekly_schedule: 'Sunday,Monday',
      subject: 'Physics',
      limit: '12',
    });
    const address = new URL(location() ?? '', 'http://localhost');
    expect(address.pathname).toBe('/student/tutorsearch');
    expect(entries(address.searchParams)).toEqual({
      class: '9',
      weekly_schedule: 'Sunday,Monday',
      subject: 'Physics',
    });
  });

  it('searches the keyword after a pause in typing, not on every keystroke', async () => {
    const queries = serveSearch('student', []);
    const { user } = renderSearch('student');
    await waitFor(() => expect(queries).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'physics');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({ q: 'physics', limit: '12' });
    expect(location()).toBe('/student/tutorsearch?q=physics');
    // and no more after that
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(queries).toHaveLength(2);
  });

  it('keeps filters applied while a typed keyword is still waiting to search', async () => {
    const queries = serveSearch('student', []);
    const { user } = renderSearch('student');
    await waitFor(() => expect(queries).toHaveLength(1));
    const filters = await openFilters(user);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Class' }), 'Class 9');

    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'math');
    // Apply before the keyword's pause is over
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(location()).toBe('/student/tutorsearch?class=9&q=math'));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(location()).toBe('/student/tutorsearch?class=9&q=math');
    expect(entries(queries[queries.length - 1])).toEqual({ class: '9', q: 'math', limit: '12' });
  });

  it('reads the filters from a shared link into the sidebar and the request', async () => {
    const queries = serveSearch('teacher', []);
    const { user } = renderSearch(
      'teacher',
      '/teacher/tuitionsearch?subject=Physics&class=9&weekly_schedule=Sunday,Monday&is_batch=true&salary=3000',
    );
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(entries(queries[0])).toEqual({
      subject: 'Physics',
      class: '9',
      weekly_schedule: 'Sunday,Monday',
      is_batch: 'true',
      salary: '3000',
      limit: '12',
    });

    const filters = await openFilters(user);
    expect(within(filters).getByRole('textbox', { name: 'Subject' })).toHaveValue('Physics');
    expect(within(filters).getByRole('combobox', { name: 'Class' })).toHaveValue('9');
    expect(within(filters).getByRole('combobox', { name: 'Batch' })).toHaveValue('true');
    expect(within(filters).getByRole('spinbutton', { name: /Minimum salary/ })).toHaveValue(3000);
    expect(within(filters).getByRole('button', { name: 'Sun (Sunday)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'Mon (Monday)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'Tue (Tuesday)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('pages with Next and Previous', async () => {
    const queries = serveSearch('student', [makePost({ owner_id: OTHER })], { total: 30 });
    const { user } = renderSearch('student');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    // the count is the whole total, not this page's
    expect(screen.getByText('30 results')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(entries(queries[1])).toEqual({ page: '2', limit: '12' });
    expect(location()).toBe('/student/tutorsearch?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    expect(entries(queries[2])).toEqual({ page: '3', limit: '12' });

    // back through pages already seen: they come from the cache
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(location()).toBe('/student/tutorsearch?page=2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(location()).toBe('/student/tutorsearch');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(queries).toHaveLength(3);
  });
});

describe('PostSearchPage: interest', () => {
  /** A server holding one post; apply and retract change who is interested, and the search shows it. */
  function serveInterest(role: PostOwnerRole, { failApply = false, failRetract = false } = {}) {
    const viewer = role === 'student' ? STUDENT : TEACHER;
    const listName = role === 'student' ? 'interested_students' : 'interested_teachers';
    let post = makePost({
      title: 'The post',
      owner_id: OTHER,
      owner_role: role === 'student' ? 'teacher' : 'student',
    });
    const calls: string[] = [];
    const queries = serveSearch(role, () => [post]);
    apiServer.use(
      http.post(api('/post/:role/apply/:postId'), ({ params }) => {
        calls.push(`POST ${params.role as string} apply ${params.postId as string}`);
        if (failApply) return HttpResponse.json(failure(409, 'This batch is full'), { status: 409 });
        post = { ...post, [listName]: [{ _id: viewer._id, username: viewer.username }] };
        return HttpResponse.json(ok(post));
      }),
      http.delete(api('/post/:role/retract/:postId'), ({ params }) => {
        calls.push(`DELETE ${params.role as string} retract ${params.postId as string}`);
        if (failRetract) return new HttpResponse(null, { status: 500 });
        post = { ...post, [listName]: [] };
        return HttpResponse.json(ok(post));
      }),
    );
    return { calls, queries, postId: () => post._id };
  }

  it('a student Joins, the list reloads and shows Leave, which leaves', async () => {
    const server = serveInterest('student');
    const { user } = renderSearch('student');
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));

    await waitFor(() => expect(server.calls).toEqual([`POST student apply ${server.postId()}`]));
    await waitFor(() => expect(server.queries).toHaveLength(2));
    const leave = await within(card).findByRole('button', { name: 'Leave' });
    expect(within(card).getByText('1 Interested')).toBeInTheDocument();

    await user.click(leave);
    await waitFor(() => expect(server.calls[1]).toBe(`DELETE student retract ${server.postId()}`));
    await waitFor(() => expect(server.queries).toHaveLength(3));
    expect(await within(card).findByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it("a teacher shows interest, the list reloads and shows 'Interested' pressed, which withdraws", async () => {
    const server = serveInterest('teacher');
    const { user } = renderSearch('teacher');
    const card = await screen.findByRole('article', { name: 'The post' });
    const toggle = within(card).getByRole('button', { name: 'Show Interest' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    await waitFor(() => expect(server.calls).toEqual([`POST teacher apply ${server.postId()}`]));
    await waitFor(() => expect(server.queries).toHaveLength(2));
    const pressed = await within(card).findByRole('button', { name: 'Interested' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await user.click(pressed);
    await waitFor(() => expect(server.calls[1]).toBe(`DELETE teacher retract ${server.postId()}`));
    await waitFor(() => expect(server.queries).toHaveLength(3));
    expect(await within(card).findByRole('button', { name: 'Show Interest' })).toBeInTheDocument();
  });

  it("toasts 'Failed to Join the batch' when joining fails", async () => {
    const server = serveInterest('student', { failApply: true });
    const { user } = renderSearch('student');
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Failed to Join the batch')).toBeInTheDocument();
    expect(screen.getByText('This batch is full')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it("toasts 'Failed to Leave the batch' when leaving fails", async () => {
    const server = serveInterest('student', { failRetract: true });
    const { user } = renderSearch('student');
    const card = await screen.findByRole('article', { name: 'The post' });
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    const leave = await within(card).findByRole('button', { name: 'Leave' });
    await user.click(leave);
    expect(await screen.findByText('Failed to Leave the batch')).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
    expect(await within(card).findByRole('button', { name: 'Leave' })).toBeEnabled();
  });
});
