import {
  Box,
  Button,
  Card,
  chakra,
  Flex,
  Grid,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useProfile, usePostSearch } from '@pathshala/shared-api';
import { POST_SEARCH_LIMITS, type PostOwnerRole } from '@pathshala/shared-api/contract';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { FiSearch } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../layout/PageContainer';
import { EmptyState } from '../states/EmptyState';
import { LoadingView } from '../states/LoadingView';
import { PostCard } from './PostCard';
import {
  activeFilterCount,
  apiParams,
  DEFAULT_SORT,
  readSearch,
  sortOptions,
  writeSearch,
  type Filters,
  type SearchState,
} from './searchParams';
import { SearchFilters } from './SearchFilters';
import { usePostActions } from './usePostActions';
import { LoadError } from './LoadError';
import { PageHeading } from './PageHeading';

const PAGE_SIZE = 12;
const KEYWORD_DELAY_MS = 400;

const COPY = {
  teacher: {
    heading: 'Search Students',
    intro: 'Tuition requests from students looking for a teacher.',
    keyword: 'Search requests by subject, title or description',
  },
  student: {
    heading: 'Search Teachers',
    intro: 'Tuition posts from teachers, for one student or a batch.',
    keyword: 'Search posts by subject, title or description',
  },
} as const;

export interface PostSearchPageProps {
  /** The searcher's role: a teacher searches student requests, a student searches teacher posts. */
  role: PostOwnerRole;
}

/** '1 result', '12 results'; a count that reached the server's cap reads '1,000+ results'. */
function resultCount(total: number): string {
  const capped = total >= POST_SEARCH_LIMITS.totalCap;
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * SPEC §2 Search screens, with what people expect of a search: a keyword box (searching after a pause in
 * typing, not on every keystroke), filters, sort, a result count and pages, all kept in the URL so a
 * search can be reloaded and shared. With no filters, the first search lists everything open.
 */
export function PostSearchPage({ role }: PostSearchPageProps) {
  const copy = COPY[role];
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const [keyword, setKeyword] = useState(search.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const { data: profile } = useProfile();
  const actions = usePostActions(role);
  const query = usePostSearch(role, apiParams(search, PAGE_SIZE));

  const update = (changes: Partial<SearchState>) =>
    setParams(writeSearch({ ...search, page: 1, ...changes }), { replace: false });

  // The URL is the truth: back and forward bring their keyword with them.
  const [keywordFromUrl, setKeywordFromUrl] = useState(search.q);
  if (keywordFromUrl !== search.q) {
    setKeywordFromUrl(search.q);
    setKeyword(search.q);
  }

  // Searching after a pause in typing. A new search (filters, page, sort) restarts the timer, so the
  // keyword is added to that search rather than to the one in force when typing began.
  useEffect(() => {
    if (keyword.trim() === search.q.trim()) return;
    const timer = setTimeout(
      () => update({ q: keyword, sort: keyword.trim() ? search.sort : DEFAULT_SORT }),
      KEYWORD_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is new each render; search covers it
  }, [keyword, search]);

  function submitKeyword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update({ q: keyword });
  }

  const applyFilters = (filters: Filters) => {
    update({ filters });
    setFiltersOpen(false);
  };

  const result = query.data;
  const totalPages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.limit)) : 1;
  const filterCount = activeFilterCount(search.filters);

  let results;
  if (query.isPending) results = <LoadingView label="Searching..." />;
  else if (query.isError)
    results = (
      <LoadError
        error={query.error}
        fallback={'Search failed. Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  else if (result && result.posts.length === 0)
    results = (
      <EmptyState
        icon={FiSearch}
        title="No matching tuition requests"
        description="Try adjusting your search criteria to find more results."
      />
    );
  else if (result)
    results = (
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-busy={query.isFetching}>
          {result.posts.map((post) => (
            <PostCard
              key={post._id}
              post={post}
              viewerId={profile?._id}
              onJoin={actions.join}
              onLeave={actions.leave}
              interestStyle={role === 'teacher' ? 'toggle' : 'join-leave'}
              busy={actions.pendingPostId === post._id}
            />
          ))}
        </SimpleGrid>
        {totalPages > 1 ? (
          <HStack as="nav" aria-label="Pages" justify="center" gap="3">
            <Button
              variant="outline"
              size="sm"
              disabled={search.page <= 1}
              onClick={() => update({ page: search.page - 1 })}
            >
              Previous
            </Button>
            <Text textStyle="sm" aria-current="page">
              Page {search.page} of {totalPages}
            </Text>
            <Button
              variant="outline"
              size="sm"
              disabled={search.page >= totalPages}
              onClick={() => update({ page: search.page + 1 })}
            >
              Next
            </Button>
          </HStack>
        ) : null}
      </Stack>
    );

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title={copy.heading} intro={copy.intro} />

        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Box>
            <Button
              display={{ base: 'flex', lg: 'none' }}
              variant="outline"
              w="full"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide filters' : 'Show filters'}
              {filterCount > 0 ? ` (${filterCount})` : ''}
            </Button>
            <Card.Root
              id={filtersId}
              variant="outline"
              display={{ base: filtersOpen ? 'flex' : 'none', lg: 'flex' }}
              mt={{ base: '3', lg: '0' }}
              position={{ lg: 'sticky' }}
              top={{ lg: '4' }}
            >
              <Card.Body>
                <SearchFilters
                  key={writeSearch({ ...search, q: '', sort: DEFAULT_SORT, page: 1 }).toString()}
                  role={role}
                  value={search.filters}
                  onApply={applyFilters}
                />
              </Card.Body>
            </Card.Root>
          </Box>

          {/* Its h2 keeps the outline h1 → h2 → h3 (the cards) also on a phone, where Filters is hidden. */}
          <Stack as="section" gap="4" minW="0" aria-labelledby={`${filtersId}-results`}>
            <VisuallyHidden asChild>
              <h2 id={`${filtersId}-results`}>Search results</h2>
            </VisuallyHidden>
            <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
              <chakra.form role="search" onSubmit={submitKeyword} flex="1">
                <VisuallyHidden asChild>
                  <label htmlFor={`${filtersId}-q`}>Keyword</label>
                </VisuallyHidden>
                <Input
                  id={`${filtersId}-q`}
                  type="search"
                  placeholder={copy.keyword}
                  value={keyword}
                  onChange={(event) => setKeyword(event.target.value)}
                />
              </chakra.form>
              <NativeSelect.Root w={{ base: 'full', md: '14rem' }}>
                <NativeSelect.Field
                  aria-label="Sort by"
                  value={search.sort}
                  onChange={(event) => update({ sort: event.target.value })}
                >
                  {sortOptions(search.q.trim() !== '').map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Flex>
            <Text color="fg.muted" textStyle="sm" role="status" aria-live="polite">
              {result ? resultCount(result.meta.total) : ''}
            </Text>
            {results}
          </Stack>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
