import { useProfile } from '@pathshala/shared-api';
import type { Post } from '@pathshala/shared-api/contract';
import { useMyPosts, useUpdatePost } from '@pathshala/shared-api/posts';
import { Button, EmptyState, FiFolder, PageContainer, Stack, useNavigate } from '@pathshala/shared-ui';
import { CardSection, PageHeading, QueryView } from '@pathshala/shared-ui/signed-in';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { PostCard, usePostEditors } from '@pathshala/shared-ui/posts';
import { useState } from 'react';
import { useText } from '../i18n';
import { usePostActions } from './usePostActions';

/**
 * /teacher/posts, SPEC §2 Your Tuition Posts: the teacher's own offers (Edit, Delete, and Start Batch once
 * students joined), then the student requests they showed interest in (Leave).
 */
export function YourPosts() {
  const t = useText();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const posts = useMyPosts();
  const actions = usePostActions();
  const updatePost = useUpdatePost();
  const editors = usePostEditors({
    update: (postId, input) => updatePost.mutateAsync({ postId, input }),
    destroy: actions.remove,
    destroying: actions.removing,
  });
  const [starting, setStarting] = useState<Post | null>(null);
  const confirmStart = () =>
    starting &&
    actions.startBatch(starting).then(
      () => setStarting(null),
      () => undefined,
    );

  const ownCard = (post: Post) => (
    <PostCard
      key={post._id}
      post={post}
      viewerId={profile?._id}
      onEdit={editors.edit}
      onDelete={editors.remove}
      busy={actions.pendingPostId === post._id}
    >
      {post.status === 'open' && post.interested_students.length > 0 ? (
        <Button size="sm" colorPalette="brand" onClick={() => setStarting(post)}>
          {t('yourPosts.startBatch')}
        </Button>
      ) : null}
    </PostCard>
  );
  const interestedCard = (post: Post) => (
    <PostCard
      key={post._id}
      post={post}
      viewerId={profile?._id}
      onLeave={actions.withdraw}
      busy={actions.pendingPostId === post._id}
    />
  );

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title={t('yourPosts.heading')} intro={t('yourPosts.intro')} />
        <QueryView
          query={posts}
          ready={profile !== undefined}
          loadingLabel={t('yourPosts.loading')}
          errorMessage={t('yourPosts.failed')}
        >
          {(all) => {
            const own = all.filter((post) => post.owner_id._id === profile?._id);
            const interested = all.filter((post) => post.owner_id._id !== profile?._id);
            return (
              <Stack gap="10">
                {own.length === 0 ? (
                  <EmptyState
                    icon={FiFolder}
                    title={t('yourPosts.empty.title')}
                    description={t('yourPosts.empty.description')}
                    action={
                      <Button colorPalette="brand" onClick={() => navigate('/teacher/tuitionpost')}>
                        {t('yourPosts.empty.create')}
                      </Button>
                    }
                  />
                ) : (
                  <CardSection title={t('yourPosts.own')} hideTitle>
                    {own.map(ownCard)}
                  </CardSection>
                )}
                {interested.length > 0 ? (
                  <CardSection title={t('yourPosts.interested')}>
                    {interested.map(interestedCard)}
                  </CardSection>
                ) : null}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
      {editors.dialogs}
      <ConfirmDialog
        open={starting !== null}
        title={t('yourPosts.confirmStart.title')}
        message={t('yourPosts.confirmStart.message', { count: starting?.interested_students.length ?? 0 })}
        confirmLabel={t('yourPosts.startBatch')}
        tone="primary"
        onConfirm={() => void confirmStart()}
        onCancel={() => setStarting(null)}
        busy={actions.starting}
      />
    </PageContainer>
  );
}
