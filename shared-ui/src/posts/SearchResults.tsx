import { Stack } from '@chakra-ui/react';
import type { PageMeta, Post } from '@pathshala/shared-api/contract';
import type { ReactNode } from 'react';
import { CardGrid } from '../layout/CardGrid';
import { QueryView, type QueryLike } from '../states/QueryView';
import { usePostsText } from './i18n';
import { Pager } from './Pager';
import { pageCount } from './searchParams';

export interface SearchResultsProps {
  /** The search as loaded; `isFetching` while a new page or filter is on its way. */
  query: QueryLike<{ posts: Post[]; meta: PageMeta }> & { isFetching?: boolean };
  /** What shows when nothing matches. */
  empty: ReactNode;
  /** One post's card, with the actions the searcher's app gives it. */
  card: (post: Post) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}

/** A search's results: loading, failed, nothing found, or the cards two by two with their pages. */
export function SearchResults({ query, empty, card, page, onPage }: SearchResultsProps) {
  const t = usePostsText();
  return (
    <QueryView
      query={query}
      loadingLabel={t('search.searching')}
      errorMessage={t('search.failed')}
      empty={empty}
      isEmpty={(result) => result.posts.length === 0}
    >
      {(result) => (
        <Stack gap="6">
          <CardGrid columns={{ base: 1, md: 2 }} busy={query.isFetching}>
            {result.posts.map(card)}
          </CardGrid>
          <Pager page={page} totalPages={pageCount(result.meta)} onPage={onPage} />
        </Stack>
      )}
    </QueryView>
  );
}
