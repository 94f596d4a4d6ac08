import { useProfile } from '@pathshala/shared-api';
import { usePostSearch } from '@pathshala/shared-api/posts';
import { EmptyState, PageContainer, Stack } from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import {
  apiParams,
  FiSearch,
  PostCard,
  SearchLayout,
  SearchResults,
  useSearchState,
} from '@pathshala/shared-ui/posts';
import { usePostActions } from './usePostActions';

const PAGE_SIZE = 12;

/**
 * /student/tutorsearch, SPEC §2 Search Teachers: open teacher posts, with a keyword, filters, sort, a result
 * count and pages, all in the URL; Join or Leave on each card. With no filters, the first search lists every
 * open post.
 */
export function FindTutor() {
  const { data: profile } = useProfile();
  const actions = usePostActions();
  const state = useSearchState();
  const query = usePostSearch('student', apiParams(state.search, PAGE_SIZE));

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading
          title="Search Teachers"
          intro="Tuition posts from teachers, for one student or a batch."
        />
        <SearchLayout
          state={state}
          role="student"
          placeholder="Search posts by subject, title or description"
          total={query.data?.meta.total}
        >
          <SearchResults
            query={query}
            empty={
              <EmptyState
                icon={FiSearch}
                title="No matching tuition requests"
                description="Try adjusting your search criteria to find more results."
              />
            }
            card={(post) => (
              <PostCard
                key={post._id}
                post={post}
                viewerId={profile?._id}
                onJoin={actions.join}
                onLeave={actions.leave}
                busy={actions.pendingPostId === post._id}
              />
            )}
            page={state.search.page}
            onPage={state.setPage}
          />
        </SearchLayout>
      </Stack>
    </PageContainer>
  );
}
