import { useProfile } from '@pathshala/shared-api';
import type { Post } from '@pathshala/shared-api/contract';
import { useMyPosts, useUpdatePost } from '@pathshala/shared-api/posts';
import { Button, EmptyState, FiFolder, PageContainer, Stack, useNavigate } from '@pathshala/shared-ui';
import { CardSection, PageHeading, QueryView } from '@pathshala/shared-ui/signed-in';
import { PostCard, usePostEditors } from '@pathshala/shared-ui/posts';
import { useText } from '../i18n';
import { usePostActions } from './usePostActions';

/**
 * /student/posts, SPEC §2 Your Tuition Posts: the student's own requests (Edit, Delete, Accept an interested
 * teacher), then the teacher posts they joined (Leave).
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

  const ownCard = (post: Post) => (
    <PostCard
      key={post._id}
      post={post}
      viewerId={profile?._id}
      onEdit={editors.edit}
      onDelete={editors.remove}
      onAccept={actions.accept}
      busy={actions.pendingPostId === post._id}
    />
  );
  const joinedCard = (post: Post) => (
    <PostCard
      key={post._id}
      post={post}
      viewerId={profile?._id}
      onLeave={actions.leave}
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
            const joined = all.filter((post) => post.owner_id._id !== profile?._id);
            return (
              <Stack gap="10">
                {own.length === 0 ? (
                  <EmptyState
                    icon={FiFolder}
                    title={t('yourPosts.empty.title')}
                    description={t('yourPosts.empty.description')}
                    action={
                      <Button colorPalette="brand" onClick={() => navigate('/student/tuitionrequest')}>
                        {t('yourPosts.empty.create')}
                      </Button>
                    }
                  />
                ) : (
                  <CardSection title={t('yourPosts.own')} hideTitle>
                    {own.map(ownCard)}
                  </CardSection>
                )}
                {joined.length > 0 ? (
                  <CardSection title={t('yourPosts.joined')}>{joined.map(joinedCard)}</CardSection>
                ) : null}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
      {editors.dialogs}
    </PageContainer>
  );
}
