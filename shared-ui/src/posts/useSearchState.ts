import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_SORT, readSearch, writeSearch, type Filters, type SearchState } from './searchParams';

const KEYWORD_DELAY_MS = 400;

/**
 * A search screen's state, kept in the URL so a search can be reloaded, shared, and walked with back and
 * forward: the filters, keyword, order and page. The keyword box searches after a pause in typing, not on
 * every keystroke; any other change (filters, sort, page) searches at once, from the first page but for a
 * page change.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const [keyword, setKeyword] = useState(search.q);

  const update = (changes: Partial<SearchState>) =>
    setParams(writeSearch({ ...search, page: 1, ...changes }), { replace: false });

  // The URL is the truth: back and forward bring their keyword with them.
  const [keywordFromUrl, setKeywordFromUrl] = useState(search.q);
  if (keywordFromUrl !== search.q) {
    setKeywordFromUrl(search.q);
    setKeyword(search.q);
  }

  // A new search (filters, page, sort) restarts the timer, so the keyword is added to that search rather than
  // to the one in force when typing began. A keyword cleared goes back to the default order (relevance needs one).
  useEffect(() => {
    if (keyword.trim() === search.q.trim()) return;
    const timer = setTimeout(
      () => update({ q: keyword, sort: keyword.trim() ? search.sort : DEFAULT_SORT }),
      KEYWORD_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is new each render; search covers it
  }, [keyword, search]);

  return {
    search,
    keyword,
    setKeyword,
    /** Searches the keyword now (Enter in the box). */
    submitKeyword: () => update({ q: keyword }),
    applyFilters: (filters: Filters) => update({ filters }),
    setSort: (sort: string) => update({ sort }),
    setPage: (page: number) => update({ page }),
  };
}
