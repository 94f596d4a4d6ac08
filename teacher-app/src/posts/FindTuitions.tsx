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
 * /teacher/tuitionsearch, SPEC §2 Search Students: open student requests, with a keyword, filters, sort, a
 * result count and pages, all in the URL; on each card 'Show Interest', or 'Interested' once shown. With no
 * filters, the first search lists every open request.
 */
export function FindTuitions() {
  const t = useText();
  const { data: profile } = useProfile();
  const actions = usePostActions();
  const state = useSearchState();
  const query = usePostSearch('teacher', apiParams(state.search, PAGE_SIZE));

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title={t('findTuitions.heading')} intro={t('findTuitions.intro')} />
        <SearchLayout
          state={state}
          role="teacher"
          placeholder={t('findTuitions.placeholder')}
          total={query.data?.meta.total}
        >
          <SearchResults
            query={query}
            empty={
              <EmptyState
                icon={FiSearch}
                title={t('findTuitions.empty.title')}
                description={t('findTuitions.empty.description')}
              />
            }
            card={(post) => (
              <PostCard
                key={post._id}
                post={post}
                viewerId={profile?._id}
                onJoin={actions.showInterest}
                onLeave={actions.withdraw}
                interestStyle="toggle"
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
