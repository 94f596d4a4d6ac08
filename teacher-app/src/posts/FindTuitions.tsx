import { useProfile } from '@pathshala/shared-api';
import { usePostSearch } from '@pathshala/shared-api/posts';
import type { Gender } from '@pathshala/shared-api/contract';
import { EmptyState, Link, PageContainer, RouterLink, Stack, Text } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import {
  apiParams,
  FiSearch,
  PostCard,
  SearchLayout,
  SearchResults,
  useSearchState,
} from '@pathshala/shared-ui/posts';
import { Text as Message, useText } from '../i18n';
import { usePostActions } from './usePostActions';

const PAGE_SIZE = 12;

/** The link to the profile page, its text the message's. */
function ProfileLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" color="colorPalette.fg" textStyle="inherit">
      <RouterLink to="/editprofile">{children}</RouterLink>
    </Link>
  );
}

/**
 * Why some requests are missing: the search never shows a teacher a request that prefers a tutor of the
 * other gender, and shows one who has not given their gender only the requests without a preference.
 */
function GenderNote({ gender }: { gender: Gender | null }) {
  const t = useText();
  return (
    <Text color="fg.muted" textStyle="sm">
      {gender === 'male' ? t('findTuitions.genderNote.male') : null}
      {gender === 'female' ? t('findTuitions.genderNote.female') : null}
      {gender === null ? (
        <Message id="findTuitions.genderNote.none" components={[<ProfileLink key="profile" />]} />
      ) : null}
    </Text>
  );
}

/**
 * /teacher/tuitionsearch, SPEC §2 Search Students: open student requests, with a keyword, filters, sort, a
 * result count and pages, all in the URL; on each card 'Show Interest', or 'Interested' once shown. With no
 * filters, the first search lists every open request. A note says which requests a teacher's gender hides.
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
          {profile ? <GenderNote gender={profile.gender} /> : null}
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
