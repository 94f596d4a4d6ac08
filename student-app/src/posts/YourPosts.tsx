import { useProfile } from '@pathshala/shared-api';
import type { Post } from '@pathshala/shared-api/contract';
import { useMyPosts, useUpdatePost } from '@pathshala/shared-api/posts';
import { Button, EmptyState, FiFolder, PageContainer, Stack, useNavigate } from '@pathshala/shared-ui';
import { CardSection, PageHeading, QueryView } from '@pathshala/shared-ui/signed-in';
import { PostCard, usePostEditors } from '@pathshala/shared-ui/posts';
import { usePostActions } from './usePostActions';

/**
 * /student/posts, SPEC §2 Your Tuition Posts: the student's own requests (Edit, Delete, Accept an interested
 * teacher), then the teacher posts they joined (Leave).
 */
export function YourPosts() {
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
        <PageHeading
          title="Your Tuition Posts"
          intro="Your tuition requests, and the teacher posts you joined."
        />
        <QueryView
          query={posts}
          ready={profile !== undefined}
          loadingLabel="Loading your posts..."
          errorMessage="Failed to load posts. Please try again later."
        >
          {(all) => {
            const own = all.filter((post) => post.owner_id._id === profile?._id);
            const joined = all.filter((post) => post.owner_id._id !== profile?._id);
            return (
              <Stack gap="10">
                {own.length === 0 ? (
                  <EmptyState
                    icon={FiFolder}
                    title="No posts yet"
                    description="Get started by creating a new tuition post"
                    action={
                      <Button colorPalette="brand" onClick={() => navigate('/student/tuitionrequest')}>
                        Create a post
                      </Button>
                    }
                  />
                ) : (
                  <CardSection title="Your Tuition Requests" hideTitle>
                    {own.map(ownCard)}
                  </CardSection>
                )}
                {joined.length > 0 ? (
                  <CardSection title="Posts You've Joined">{joined.map(joinedCard)}</CardSection>
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
