import { Box, Button, Card, Grid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { PostOwnerRole } from '@pathshala/shared-api/contract';
import { useId, useState, type ReactNode } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { usePostsText } from './i18n';
import { activeFilterCount, filtersKey, resultCount } from './searchParams';
import { SearchBar } from './SearchBar';
import { SearchFilters } from './SearchFilters';
import type { useSearchState } from './useSearchState';

export interface SearchLayoutProps {
  /** The search in the URL (`useSearchState()`). */
  state: ReturnType<typeof useSearchState>;
  /** The searcher's role: a teacher filters by a minimum salary, a student by a maximum. */
  role: PostOwnerRole;
  /** What the keyword box searches, e.g. 'Search posts by subject, title or description'. */
  placeholder: string;
  /** How many posts match, once known. */
  total: number | undefined;
  /** The results: loading, failed, empty, or the cards and their pages. */
  children: ReactNode;
}

/**
 * A post search screen's body (SPEC §2 Search screens): the filters in a sidebar that stays in view, folded
 * behind 'Show filters' on a phone; beside it the keyword and sort bar, the result count and the results, in
 * a section with its own h2 so the cards' h3s keep the outline even when the sidebar's heading is hidden.
 */
export function SearchLayout({ state, role, placeholder, total, children }: SearchLayoutProps) {
  const t = usePostsText();
  const f = useFormat();
  const { search } = state;
  const [open, setOpen] = useState(false);
  const id = useId();
  const filterCount = activeFilterCount(search.filters);
  const resultsId = `${id}-results`;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Box>
        <Button
          display={{ base: 'flex', lg: 'none' }}
          variant="outline"
          w="full"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('search.hideFilters') : t('search.showFilters')}
          {filterCount > 0 ? ` (${f.number(filterCount)})` : ''}
        </Button>
        <Card.Root
          id={id}
          variant="outline"
          display={{ base: open ? 'flex' : 'none', lg: 'flex' }}
          mt={{ base: '3', lg: '0' }}
          position={{ lg: 'sticky' }}
          top={{ lg: '4' }}
        >
          <Card.Body>
            <SearchFilters
              key={filtersKey(search)}
              role={role}
              value={search.filters}
              onApply={(filters) => {
                state.applyFilters(filters);
                setOpen(false);
              }}
            />
          </Card.Body>
        </Card.Root>
      </Box>
      <Stack as="section" gap="4" minW="0" aria-labelledby={resultsId}>
        <VisuallyHidden asChild>
          <h2 id={resultsId}>{t('search.results')}</h2>
        </VisuallyHidden>
        <SearchBar
          keyword={state.keyword}
          onKeywordChange={state.setKeyword}
          onSubmit={state.submitKeyword}
          placeholder={placeholder}
          sort={search.sort}
          onSortChange={state.setSort}
          hasKeyword={search.q.trim() !== ''}
        />
        <Text color="fg.muted" textStyle="sm" role="status" aria-live="polite">
          {total === undefined ? '' : resultCount(total, t, f.number)}
        </Text>
        {children}
      </Stack>
    </Grid>
  );
}
