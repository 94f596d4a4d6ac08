import type { PageMeta, Post, PostOwnerRole } from '@pathshala/shared-api/contract';
import { makePost } from '@pathshala/shared-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { useNavigate } from 'react-router-dom';
import { setLanguage } from '../i18n/catalogs';
import type { QueryLike } from '../states/QueryView';
import { renderWithProviders, ShowLocation } from '../testing';
import { PostCard } from './PostCard';
import { apiParams } from './searchParams';
import { SearchLayout } from './SearchLayout';
import { SearchResults } from './SearchResults';
import { useSearchState } from './useSearchState';

const PATH = '/search';
const PAGE_SIZE = 12;

type Found = { posts: Post[]; meta: PageMeta };
type FakeQuery = QueryLike<Found> & { isFetching?: boolean };
/** The page's search: called on every render with the API's parameters (from the URL) and the retry count. */
type Search = jest.Mock<FakeQuery, [params: Record<string, string>, attempt: number]>;

/** The page's search, answering with `answer`. */
const searchWith = (answer: (params: Record<string, string>, attempt: number) => FakeQuery): Search =>
  jest.fn(answer);

const settled: FakeQuery = {
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
};
const found = (posts: Post[], total = posts.length): FakeQuery => ({
  ...settled,
  data: { posts, meta: { page: 1, limit: PAGE_SIZE, total } },
});
const loading: FakeQuery = { ...settled, isPending: true };
const failed = (error: unknown): FakeQuery => ({ ...settled, isError: true, error });
/** A failed call as the API client rejects: the server's answer on `response.data`. */
const answered = (message: string) => ({
  response: { data: { statusCode: 400, data: null, message, success: false } },
});

/**
 * A search screen as the remotes compose it: the URL's search, the layout with its sidebar and keyword bar,
 * and the results of `search`, a stand-in for the API's query. Try again counts a retry; Back goes back.
 */
function SearchPage({ role, search }: { role: PostOwnerRole; search: Search }) {
  const state = useSearchState();
  const navigate = useNavigate();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const query = { ...search(apiParams(state.search, PAGE_SIZE), attempt), refetch: retry };
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <SearchLayout state={state} role={role} placeholder="Search posts" total={query.data?.meta.total}>
        <SearchResults
          query={query}
          empty={<p>Nothing matches</p>}
          card={(post) => <PostCard key={post._id} post={post} />}
          page={state.search.page}
          onPage={state.setPage}
        />
      </SearchLayout>
      <ShowLocation />
    </>
  );
}

/** The page at `route`; `refresh` renders it again, e.g. after the search's answer has changed. */
function renderSearch(
  search: Search = searchWith(() => found([])),
  { route = PATH, role = 'student' }: { route?: string; role?: PostOwnerRole } = {},
) {
  const result = renderWithProviders(<SearchPage role={role} search={search} />, { route });
  return { ...result, search, refresh: () => result.rerender(<SearchPage role={role} search={search} />) };
}

/** The searches made, in order: each change of the parameters (or a retry) once, however often it rendered. */
function searches(search: Search): Record<string, string>[] {
  const made: { params: Record<string, string>; key: string }[] = [];
  for (const [params, attempt] of search.mock.calls) {
    const key = JSON.stringify([params, attempt]);
    if (made.at(-1)?.key !== key) made.push({ params, key });
  }
  return made.map(({ params }) => params);
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const keywordBox = () => screen.getByRole('searchbox', { name: 'Keyword' });
const sortBox = () => screen.getByRole('combobox', { name: 'Sort by' });
const sortLabels = () =>
  within(sortBox())
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The sidebar, opened first: the test screen is a phone's (no media query matches). */
async function openFilters(user: ReturnType<typeof renderSearch>['user']) {
  await user.click(screen.getByRole('button', { name: /Show filters/ }));
  return screen.getByRole('form', { name: 'Filters' });
}

/** Lets `ms` pass, the page updating meanwhile as it would (a timer fired). */
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const post = (title: string) => makePost({ title });

describe('SearchLayout: the search in the URL', () => {
  it('searches with only the page size when the URL holds no search', () => {
    const { search } = renderSearch();
    expect(searches(search)).toEqual([{ limit: '12' }]);
    expect(keywordBox()).toHaveValue('');
    expect(keywordBox()).toHaveAttribute('placeholder', 'Search posts');
    expect(sortBox()).toHaveValue('newest');
  });

  it('reads a shared or reloaded link: the filters into the sidebar, the keyword, order and page, and searches with them', async () => {
    const { user, search } = renderSearch(
      searchWith(() => found([post('HSC Physics batch')], 30)),
      {
        route: `${PATH}?subject=Physics&class=9&weekly_schedule=Sunday,Monday&is_batch=true&salary=3000&q=waves&sort=salary_desc&page=2`,
      },
    );
    expect(searches(search)).toEqual([
      {
        subject: 'Physics',
        class: '9',
        weekly_schedule: 'Sunday,Monday',
        is_batch: 'true',
        salary: '3000',
        q: 'waves',
        sort: 'salary_desc',
        page: '2',
        limit: '12',
      },
    ]);
    expect(keywordBox()).toHaveValue('waves');
    expect(sortBox()).toHaveValue('salary_desc');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2 of 3'),
    ).toBeInTheDocument();

    const filters = await openFilters(user);
    expect(within(filters).getByRole('textbox', { name: 'Subject' })).toHaveValue('Physics');
    expect(within(filters).getByRole('combobox', { name: 'Class' })).toHaveValue('9');
    expect(within(filters).getByRole('combobox', { name: 'Batch' })).toHaveValue('true');
    expect(within(filters).getByRole('combobox', { name: 'Continuous' })).toHaveValue('');
    // a student looks for posts costing at most this
    expect(within(filters).getByRole('spinbutton', { name: /Maximum salary/ })).toHaveValue(3000);
    expect(within(filters).getByText('Posts costing at most this')).toBeInTheDocument();
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
    // nothing more was searched for opening the sidebar
    expect(searches(search)).toHaveLength(1);
  });

  it('asks a teacher for a minimum salary', async () => {
    const { user } = renderSearch(undefined, { route: `${PATH}?salary=3000`, role: 'teacher' });
    const filters = await openFilters(user);
    expect(within(filters).getByRole('spinbutton', { name: /Minimum salary/ })).toHaveValue(3000);
    expect(within(filters).getByText('Requests paying at least this')).toBeInTheDocument();
    expect(within(filters).queryByRole('spinbutton', { name: /Maximum salary/ })).not.toBeInTheDocument();
  });

  it('goes back to the search before, keyword box included', async () => {
    const { user, search } = renderSearch();
    await user.type(keywordBox(), 'physics{Enter}');
    expect(location()).toBe(`${PATH}?q=physics`);
    // typed over the old keyword, selected
    await user.type(keywordBox(), 'chemistry{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 7 });
    expect(location()).toBe(`${PATH}?q=chemistry`);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe(`${PATH}?q=physics`);
    expect(keywordBox()).toHaveValue('physics');
    expect(searches(search).at(-1)).toEqual({ q: 'physics', limit: '12' });
  });
});

describe('SearchLayout: the keyword', () => {
  afterEach(() => jest.useRealTimers());

  it('searches the keyword 400 ms after the last keystroke, not on every keystroke', async () => {
    jest.useFakeTimers();
    const { search } = renderSearch();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(keywordBox(), 'phy');
    act(() => jest.advanceTimersByTime(399));
    expect(location()).toBe(PATH);
    // another keystroke starts the pause again
    await user.type(keywordBox(), 'sics');
    act(() => jest.advanceTimersByTime(399));
    expect(location()).toBe(PATH);
    act(() => jest.advanceTimersByTime(1));

    expect(location()).toBe(`${PATH}?q=physics`);
    expect(searches(search)).toEqual([{ limit: '12' }, { q: 'physics', limit: '12' }]);
    // and no more after that
    act(() => jest.advanceTimersByTime(1000));
    expect(searches(search)).toHaveLength(2);
  });

  it('searches at once on Enter', async () => {
    const { user, search } = renderSearch();
    await user.type(keywordBox(), 'math{Enter}');
    // no pause: the search is in the URL as soon as Enter is pressed
    expect(location()).toBe(`${PATH}?q=math`);
    expect(searches(search)).toEqual([{ limit: '12' }, { q: 'math', limit: '12' }]);
    await pause(800);
    expect(searches(search)).toHaveLength(2);
  });

  it('keeps filters applied while a typed keyword is still waiting to search', async () => {
    const { user, search } = renderSearch();
    const filters = await openFilters(user);
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Class' }), 'Class 9');

    await user.type(keywordBox(), 'math');
    // Apply before the keyword's pause is over
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(location()).toBe(`${PATH}?class=9&q=math`));
    await pause(800);
    expect(location()).toBe(`${PATH}?class=9&q=math`);
    expect(searches(search).at(-1)).toEqual({ class: '9', q: 'math', limit: '12' });
  });

  it('goes back to the default order when the keyword is cleared (Best match needs one)', async () => {
    const { user } = renderSearch(undefined, { route: `${PATH}?q=physics&sort=relevance` });
    expect(sortBox()).toHaveValue('relevance');
    await user.clear(keywordBox());
    await waitFor(() => expect(location()).toBe(PATH));
    expect(sortBox()).toHaveValue('newest');
    expect(sortLabels()).not.toContain('Best match');
  });
});

describe('SearchLayout: the filters', () => {
  it('offers every class and the days Sunday first; searches only on Apply, with the filters in the URL', async () => {
    const { user, search } = renderSearch();
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
    expect(searches(search)).toHaveLength(1);
    expect(location()).toBe(PATH);
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(searches(search)).toHaveLength(2));
    expect(searches(search)[1]).toEqual({
      class: '9',
      weekly_schedule: 'Sunday,Monday',
      subject: 'Physics',
      limit: '12',
    });
    const address = new URL(location() ?? '', 'http://localhost');
    expect(address.pathname).toBe(PATH);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      class: '9',
      weekly_schedule: 'Sunday,Monday',
      subject: 'Physics',
    });
  });

  it('on a phone, folds the filters behind Show filters, which counts those in force; Clear removes them all', async () => {
    const { user, search } = renderSearch(undefined, { route: `${PATH}?q=physics&page=2` });
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', filters.parentElement?.parentElement?.id);

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Class' }), 'Class 9');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Continuous' }), 'No');
    await user.click(within(filters).getByRole('textbox', { name: 'Subject' }));
    await user.paste('Physics');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    // applied: the sidebar folds away, the toggle counts the filters, the search starts from the first page
    await waitFor(() =>
      expect(location()).toBe(`${PATH}?subject=Physics&class=9&is_continuous=false&q=physics`),
    );
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Show filters (3)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Hide filters (3)');
    await user.click(
      within(screen.getByRole('form', { name: 'Filters' })).getByRole('button', { name: 'Clear' }),
    );
    await waitFor(() => expect(location()).toBe(`${PATH}?q=physics`));
    expect(toggle).toHaveAccessibleName('Show filters');
    expect(searches(search).at(-1)).toEqual({ q: 'physics', limit: '12' });
  });

  it('hides the filters again with Hide filters, keeping what was typed until Apply', async () => {
    const { user, search } = renderSearch();
    const filters = await openFilters(user);
    await user.click(within(filters).getByRole('textbox', { name: 'Subject' }));
    await user.paste('Chemistry');
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByRole('form', { name: 'Filters' })).not.toBeInTheDocument();
    expect(searches(search)).toHaveLength(1);

    const again = await openFilters(user);
    expect(within(again).getByRole('textbox', { name: 'Subject' })).toHaveValue('Chemistry');
  });
});

describe('SearchLayout: where and how', () => {
  const params = () => Object.fromEntries(new URL(location() ?? '', 'http://localhost').searchParams);

  it("filters a student's search by place, teaching mode, medium and the tutor's gender, in the URL and the API's query", async () => {
    const { user, search } = renderSearch();
    const filters = await openFilters(user);
    const division = within(filters).getByRole('combobox', { name: 'Division' });
    expect(within(division).getAllByRole('option')[0]).toHaveTextContent('Any division');
    await user.selectOptions(division, 'Dhaka');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'District' }), 'Dhaka');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Area' }), 'Dhanmondi');
    const modes = within(filters).getByRole('group', { name: 'Teaching mode' });
    await user.click(within(modes).getByRole('checkbox', { name: "At the teacher's place" }));
    await user.click(within(modes).getByRole('checkbox', { name: 'Online' }));
    const medium = within(filters).getByRole('combobox', { name: 'Medium' });
    expect(within(medium).getAllByRole('option')[0]).toHaveTextContent('Any medium');
    await user.selectOptions(medium, 'English medium');
    const gender = within(filters).getByRole('combobox', { name: "Tutor's gender" });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Male', 'Female']);
    await user.selectOptions(gender, 'Female');
    expect(searches(search)).toHaveLength(1);
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const chosen = {
      division: 'dhaka',
      district: 'dhaka',
      area: 'dhanmondi',
      mode: 'online,teacher_place',
      medium: 'english',
      tutor_gender: 'female',
    };
    await waitFor(() => expect(searches(search)).toHaveLength(2));
    expect(searches(search)[1]).toEqual({ ...chosen, limit: '12' });
    expect(params()).toEqual(chosen);
    // a place is one filter, however precise
    expect(screen.getByRole('button', { name: 'Show filters (4)' })).toBeInTheDocument();
  });

  it('reads a shared link into the sidebar: a district shows under its division', async () => {
    const { user, search } = renderSearch(undefined, {
      route: `${PATH}?district=sylhet&mode=student_home&medium=madrasa&sort=nearest`,
    });
    expect(searches(search)).toEqual([
      { district: 'sylhet', mode: 'student_home', medium: 'madrasa', sort: 'nearest', limit: '12' },
    ]);
    expect(sortBox()).toHaveDisplayValue('Nearest first');
    const filters = await openFilters(user);
    expect(within(filters).getByRole('combobox', { name: 'Division' })).toHaveDisplayValue('Sylhet');
    expect(within(filters).getByRole('combobox', { name: 'District' })).toHaveDisplayValue('Sylhet');
    expect(within(filters).getByRole('combobox', { name: 'Area' })).toHaveDisplayValue('Any area');
    expect(within(filters).getByRole('checkbox', { name: "At the student's home" })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Online' })).not.toBeChecked();
    expect(within(filters).getByRole('combobox', { name: 'Medium' })).toHaveDisplayValue('Madrasa');

    // a new division starts the place over
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Division' }), 'Rangpur');
    await user.click(within(filters).getByRole('checkbox', { name: "At the student's home" }));
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(params()).toEqual({ division: 'rangpur', medium: 'madrasa', sort: 'nearest' }),
    );
  });

  it("does not ask a teacher for the tutor's gender", async () => {
    const { user } = renderSearch(undefined, { role: 'teacher' });
    const filters = await openFilters(user);
    expect(within(filters).getByRole('group', { name: 'Teaching mode' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Medium' })).toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: "Tutor's gender" })).not.toBeInTheDocument();
  });

  it('names the where and how filters in Bangla and sends the same values', async () => {
    await act(() => setLanguage('bn'));
    const { user, search } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'ফিল্টার দেখান' }));
    const filters = screen.getByRole('form', { name: 'ফিল্টার' });
    const division = within(filters).getByRole('combobox', { name: 'বিভাগ' });
    expect(within(division).getAllByRole('option')[0]).toHaveTextContent('যেকোনো বিভাগ');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'জেলা' }), 'চট্টগ্রাম');
    expect(division).toHaveDisplayValue('চট্টগ্রাম');
    await user.click(within(filters).getByRole('checkbox', { name: 'অনলাইন' }));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'মাধ্যম' }), 'ইংরেজি ভার্সন');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'শিক্ষকের লিঙ্গ' }), 'পুরুষ');
    await user.click(within(filters).getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }));
    await waitFor(() => expect(searches(search)).toHaveLength(2));
    expect(searches(search)[1]).toEqual({
      division: 'chattogram',
      district: 'chattogram',
      mode: 'online',
      medium: 'english_version',
      tutor_gender: 'male',
      limit: '12',
    });
  });
});

describe('SearchLayout: the order', () => {
  it('offers Best match only with a keyword; a new order searches from the first page', async () => {
    const { unmount } = renderSearch();
    expect(sortLabels()).toEqual([
      'Newest first',
      'Nearest first',
      'Salary: low to high',
      'Salary: high to low',
    ]);
    unmount();

    const { user, search } = renderSearch(undefined, { route: `${PATH}?q=physics&page=3` });
    expect(sortLabels()).toEqual([
      'Newest first',
      'Best match',
      'Nearest first',
      'Salary: low to high',
      'Salary: high to low',
    ]);
    expect(
      within(sortBox())
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['newest', 'relevance', 'nearest', 'salary_asc', 'salary_desc']);

    await user.selectOptions(sortBox(), 'Salary: high to low');
    expect(location()).toBe(`${PATH}?q=physics&sort=salary_desc`);
    expect(searches(search).at(-1)).toEqual({ q: 'physics', sort: 'salary_desc', limit: '12' });

    await user.selectOptions(sortBox(), 'Best match');
    expect(location()).toBe(`${PATH}?q=physics&sort=relevance`);
    await user.selectOptions(sortBox(), 'Nearest first');
    expect(location()).toBe(`${PATH}?q=physics&sort=nearest`);
    expect(searches(search).at(-1)).toEqual({ q: 'physics', sort: 'nearest', limit: '12' });
    await user.selectOptions(sortBox(), 'Newest first');
    // the default order is left out of the URL
    expect(location()).toBe(`${PATH}?q=physics`);
  });
});

describe('SearchLayout: the results', () => {
  it('shows Searching... while loading, then the cards and their count in a section with an h2', () => {
    const { search, refresh } = renderSearch(searchWith(() => loading));
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText(/^[\d,]+\+? results?$/)).not.toBeInTheDocument();

    search.mockImplementation(() => found([post('HSC Physics batch'), post('SSC Chemistry')]));
    refresh();
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('heading', { level: 2, name: 'Search results' })).toBeInTheDocument();
    // the cards' h3s follow that h2, even with the Filters heading hidden
    const card = within(results).getByRole('article', { name: 'HSC Physics batch' });
    expect(within(card).getByRole('heading', { level: 3, name: 'HSC Physics batch' })).toBeInTheDocument();
    expect(within(results).getByRole('article', { name: 'SSC Chemistry' })).toBeInTheDocument();
    expect(within(results).getByText('2 results')).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('keeps the cards while the next results are on their way, marked busy', () => {
    renderSearch(searchWith(() => ({ ...found([post('HSC Physics batch')]), isFetching: true })));
    const card = screen.getByRole('article', { name: 'HSC Physics batch' });
    expect(card.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    [1, '1 result'],
    [2, '2 results'],
    [999, '999 results'],
    // the server counts no further than 1,000
    [1000, '1,000+ results'],
  ])('counts a total of %i as %s', (total, text) => {
    renderSearch(searchWith(() => found([post('HSC Physics batch')], total)));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the empty state, and 0 results, when nothing matches', () => {
    renderSearch(searchWith(() => found([])));
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the search fails, and Try again searches again", async () => {
    const search = searchWith((_params, attempt) =>
      attempt === 0 ? failed(answered('Class must be a valid class')) : found([post('Found it')]),
    );
    const { user } = renderSearch(search);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Class must be a valid class');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(searches(search)).toEqual([{ limit: '12' }, { limit: '12' }]);
    expect(screen.getByRole('article', { name: 'Found it' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Search failed. Please try again.' when the failure has no message", () => {
    renderSearch(searchWith(() => failed(new Error('Network Error'))));
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed. Please try again.');
  });
});

describe('SearchLayout: the pages', () => {
  it('pages with Next and Previous, counting the whole total rather than one page', async () => {
    const { user, search } = renderSearch(searchWith(() => found([post('HSC Physics batch')], 30)));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(screen.getByText('30 results')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe(`${PATH}?page=2`);
    expect(searches(search)).toEqual([{ limit: '12' }, { page: '2', limit: '12' }]);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(searches(search).at(-1)).toEqual({ page: '3', limit: '12' });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(location()).toBe(`${PATH}?page=2`);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // the first page is left out of the URL
    expect(location()).toBe(PATH);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('shows no pages when everything fits on one', () => {
    renderSearch(searchWith(() => found([post('HSC Physics batch')], 12)));
    expect(screen.getByText('12 results')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('SearchLayout in Bangla', () => {
  it('names the filters, their choices and the sort in Bangla, and sends the same values', async () => {
    await act(() => setLanguage('bn'));
    const { user, search } = renderSearch(undefined, { role: 'teacher' });
    expect(screen.getByRole('searchbox', { name: 'কীওয়ার্ড' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'সাজানোর ক্রম' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['নতুনগুলো আগে', 'কাছেরগুলো আগে', 'বেতন: কম থেকে বেশি', 'বেতন: বেশি থেকে কম']);

    await user.click(screen.getByRole('button', { name: 'ফিল্টার দেখান' }));
    const filters = screen.getByRole('form', { name: 'ফিল্টার' });
    expect(within(filters).getByRole('heading', { name: 'ফিল্টার' })).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'বিষয়' })).toHaveAttribute(
      'placeholder',
      'যেমন: পদার্থবিজ্ঞান',
    );
    const classes = within(filters).getByRole('combobox', { name: 'শ্রেণি' });
    expect(within(classes).getAllByRole('option')[0]).toHaveTextContent('যেকোনো শ্রেণি');
    // a teacher looks for requests paying at least this
    expect(within(filters).getByRole('spinbutton', { name: 'সর্বনিম্ন বেতন (টাকা)' })).toBeInTheDocument();
    expect(within(filters).getByText('অন্তত এই বেতনের অনুরোধ')).toBeInTheDocument();
    const batch = within(filters).getByRole('combobox', { name: 'ব্যাচ' });
    expect(
      within(batch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['যেকোনো', 'হ্যাঁ', 'না']);
    expect(within(filters).getByRole('combobox', { name: 'চলমান' })).toBeInTheDocument();
    expect(within(filters).getByRole('spinbutton', { name: 'ব্যাচের আকার' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'মুছে ফেলুন' })).toBeInTheDocument();

    await user.selectOptions(classes, 'নবম শ্রেণি');
    await user.selectOptions(batch, 'হ্যাঁ');
    await user.click(within(filters).getByRole('button', { name: 'শুক্র (শুক্রবার)' }));
    await user.click(within(filters).getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' }));

    await waitFor(() => expect(searches(search)).toHaveLength(2));
    expect(searches(search)[1]).toEqual({
      class: '9',
      is_batch: 'true',
      weekly_schedule: 'Friday',
      limit: '12',
    });
    expect(screen.getByRole('button', { name: 'ফিল্টার দেখান (৩)' })).toBeInTheDocument();
  });

  it('counts the results, pages and loading in Bangla, with Bangla digits', async () => {
    await act(() => setLanguage('bn'));
    const { search, refresh } = renderSearch(searchWith(() => loading));
    expect(screen.getByText('খোঁজা হচ্ছে...')).toBeInTheDocument();

    search.mockImplementation(() => found([post('HSC Physics batch')], 30));
    refresh();
    expect(screen.getByRole('region', { name: 'অনুসন্ধানের ফলাফল' })).toBeInTheDocument();
    expect(screen.getByText('৩০টি ফলাফল')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'পৃষ্ঠাগুলো' });
    expect(within(pages).getByText('পৃষ্ঠা ১, মোট ৩টির মধ্যে')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'পরের' })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: 'আগের' })).toBeDisabled();

    search.mockImplementation(() => found([post('HSC Physics batch')], 1000));
    refresh();
    expect(screen.getByText('১,০০০+ ফলাফল')).toBeInTheDocument();
  });

  it('says a failed search in Bangla, and Try again in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderSearch(searchWith(() => failed(new Error('Network Error'))));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('অনুসন্ধান ব্যর্থ হয়েছে। আবার চেষ্টা করুন।');
    expect(within(alert).getByRole('heading', { name: 'ত্রুটি' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});
