import { getErrorStatus, useProfile } from '@pathshala/shared-api';
import { useRecommendedPosts } from '@pathshala/shared-api/posts';
import { Alert, EmptyState, FiCompass, Heading, LoadingView, Stack } from '@pathshala/shared-ui';
import { CardGrid } from '@pathshala/shared-ui/signed-in';
import { PostCard } from '@pathshala/shared-ui/posts';
import { useText } from '../i18n';
import { usePostActions } from '../posts/usePostActions';

/**
 * SPEC §8: any failure but an expired session (which the client handles) shows this banner: the English of
 * the catalogue's 'recommended.failed', which the page shows in the reader's language.
 */
export const RECOMMENDATIONS_FAILED = 'Failed to load posts. Please try again later.';

/** The student dashboard's 'Recommended Posts' (SPEC §2), with Join and Leave. */
export function RecommendedPosts() {
  const t = useText();
  const { data: profile } = useProfile();
  const posts = useRecommendedPosts();
  const actions = usePostActions();

  let content;
  if (posts.isPending) content = <LoadingView label={t('recommended.loading')} />;
  else if (posts.isError)
    content =
      getErrorStatus(posts.error) === 401 ? null : (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('recommended.failed')}</Alert.Title>
        </Alert.Root>
      );
  else if (posts.data.length === 0)
    content = (
      <EmptyState
        icon={FiCompass}
        title={t('recommended.empty.title')}
        description={t('recommended.empty.description')}
      />
    );
  else
    content = (
      <CardGrid>
        {posts.data.map((post) => (
          <PostCard
            key={post._id}
            post={post}
            viewerId={profile?._id}
            onJoin={actions.join}
            onLeave={actions.leave}
            busy={actions.pendingPostId === post._id}
          />
        ))}
      </CardGrid>
    );

  return (
    <Stack as="section" gap="4" aria-labelledby="recommended-posts">
      <Heading as="h2" size="xl" id="recommended-posts">
        {t('recommended.heading')}
      </Heading>
      {content}
    </Stack>
  );
}
