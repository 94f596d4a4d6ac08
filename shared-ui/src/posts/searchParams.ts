import {
  POST_SEARCH_LIMITS,
  TEACHING_MODES,
  WEEKDAYS,
  type PageMeta,
  type TeachingMode,
  type Weekday,
} from '@pathshala/shared-api/contract';
import type { MessageValues } from '@pathshala/shared-ui';
import type { PostsKey } from './i18n';

/**
 * The sidebar's filters (SPEC §2 Search screens, DESIGN §6.14), as the URL and the API carry them: `mode` a
 * comma list (posts offering any of them), `tutor_gender` the students' search only (the teacher's gender).
 * The order is the URL's.
 */
export const FILTER_FIELDS = [
  'subject',
  'class',
  'title',
  'subtitle',
  'description',
  'weekly_schedule',
  'time',
  'salary',
  'is_continuous',
  'is_batch',
  'max_size',
  'division',
  'district',
  'area',
  'mode',
  'medium',
  'tutor_gender',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type Filters = Record<FilterField, string>;

export const EMPTY_FILTERS: Filters = Object.fromEntries(
  FILTER_FIELDS.map((field) => [field, '']),
) as Filters;

/** Everything a search is: the filters, the keyword, the order and the page. */
export interface SearchState {
  filters: Filters;
  q: string;
  sort: string;
  page: number;
}

export const DEFAULT_SORT = 'newest';

/**
 * The orders offered, each with its label's key; 'relevance' only with a keyword. 'nearest' puts posts near
 * the searcher's profile location first (newest first without one). The API also takes `rating`, which
 * orders by newest until teachers can be rated: not offered yet.
 */
export function sortOptions(hasKeyword: boolean): { value: string; labelKey: PostsKey }[] {
  return [
    { value: 'newest', labelKey: 'search.sortNewest' },
    ...(hasKeyword ? [{ value: 'relevance', labelKey: 'search.sortRelevance' } as const] : []),
    { value: 'nearest', labelKey: 'search.sortNearest' },
    { value: 'salary_asc', labelKey: 'search.sortSalaryAsc' },
    { value: 'salary_desc', labelKey: 'search.sortSalaryDesc' },
  ];
}

export function readSearch(params: URLSearchParams): SearchState {
  const filters = { ...EMPTY_FILTERS };
  for (const field of FILTER_FIELDS) filters[field] = params.get(field) ?? '';
  const page = Number(params.get('page'));
  return {
    filters,
    q: params.get('q') ?? '',
    sort: params.get('sort') ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what is set goes in the URL, so a shared link is short and a cleared search is a bare path. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = state.filters[field].trim();
    if (value) params.set(field, value);
  }
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API's query: the URL's, with the page size. */
export function apiParams(state: SearchState, limit: number): Record<string, string> {
  return { ...Object.fromEntries(writeSearch(state)), limit: String(limit) };
}

export const daysOf = (value: string): Weekday[] => WEEKDAYS.filter((day) => value.split(',').includes(day));

/** A `mode` filter's modes ('online,student_home'), in the contract's order. */
export const modesOf = (value: string): TeachingMode[] =>
  TEACHING_MODES.filter((mode) => value.split(',').includes(mode));

/** The parts of one place: together they count as one filter. */
const PLACE_FIELDS: readonly FilterField[] = ['division', 'district', 'area'];

/** How many filters are in force: a place (division, district, area) counts once. */
export const activeFilterCount = (filters: Filters) => {
  const set = FILTER_FIELDS.filter((field) => filters[field].trim() !== '');
  const place = set.some((field) => PLACE_FIELDS.includes(field)) ? 1 : 0;
  return set.filter((field) => !PLACE_FIELDS.includes(field)).length + place;
};

/** Identifies the filters in force: the sidebar is keyed by it, so a new URL starts a fresh draft. */
export const filtersKey = (state: SearchState) =>
  writeSearch({ ...state, q: '', sort: DEFAULT_SORT, page: 1 }).toString();

/** How many pages a result has (at least one). */
export const pageCount = (meta: PageMeta) => Math.max(1, Math.ceil(meta.total / meta.limit));

/**
 * '1 result', '12 results'; a count that reached the server's cap reads '1,000+ results'. Takes the
 * catalogue's translate function and the number format of the active language.
 */
export function resultCount(
  total: number,
  t: (key: PostsKey, values?: MessageValues) => string,
  number: (value: number) => string,
): string {
  if (total >= POST_SEARCH_LIMITS.totalCap) return t('search.resultCountCapped', { total: number(total) });
  return t('search.resultCount', { count: total, total: number(total) });
}
