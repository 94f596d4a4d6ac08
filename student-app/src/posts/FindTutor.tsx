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
import { useText } from '../i18n';
import { usePostActions } from './usePostActions';

const PAGE_SIZE = 12;

/**
 * /student/tutorsearch, SPEC §2 Search Teachers: open teacher posts, with a keyword, filters, sort, a result
 * count and pages, all in the URL; Join or Leave on each card. With no filters, the first search lists every
 * open post.
 */
export function FindTutor() {
  const t = useText();
  const { data: profile } = useProfile();
  const actions = usePostActions();
  const state = useSearchState();
  const query = usePostSearch('student', apiParams(state.search, PAGE_SIZE));

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title={t('findTutor.heading')} intro={t('findTutor.intro')} />
        <SearchLayout
          state={state}
          role="student"
          placeholder={t('findTutor.placeholder')}
          total={query.data?.meta.total}
        >
          <SearchResults
            query={query}
            empty={
              <EmptyState
                icon={FiSearch}
                title={t('findTutor.empty.title')}
                description={t('findTutor.empty.description')}
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
