import { useProfile } from '@pathshala/shared-api';
import type { Post } from '@pathshala/shared-api/contract';
import { useMyPosts, useUpdatePost } from '@pathshala/shared-api/posts';
import { Button, EmptyState, FiFolder, PageContainer, Stack, useNavigate } from '@pathshala/shared-ui';
import { CardSection, PageHeading, QueryView } from '@pathshala/shared-ui/signed-in';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { PostCard, usePostEditors } from '@pathshala/shared-ui/posts';
import { useState } from 'react';
import { studentCount, usePostActions } from './usePostActions';

/**
 * /teacher/posts, SPEC §2 Your Tuition Posts: the teacher's own offers (Edit, Delete, and Start Batch once
 * students joined), then the student requests they showed interest in (Leave).
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
          Start Batch
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
        <PageHeading
          title="Your Tuition Posts"
          intro="Your tuition offers, and the student requests you showed interest in."
        />
        <QueryView
          query={posts}
          ready={profile !== undefined}
          loadingLabel="Loading your posts..."
          errorMessage="Failed to load posts. Please try again later."
        >
          {(all) => {
            const own = all.filter((post) => post.owner_id._id === profile?._id);
            const interested = all.filter((post) => post.owner_id._id !== profile?._id);
            return (
              <Stack gap="10">
                {own.length === 0 ? (
                  <EmptyState
                    icon={FiFolder}
                    title="No posts yet"
                    description="Get started by creating a new tuition post"
                    action={
                      <Button colorPalette="brand" onClick={() => navigate('/teacher/tuitionpost')}>
                        Create a post
                      </Button>
                    }
                  />
                ) : (
                  <CardSection title="Your Tuition Offers" hideTitle>
                    {own.map(ownCard)}
                  </CardSection>
                )}
                {interested.length > 0 ? (
                  <CardSection title="Requests You're Interested In">
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
        title="Start batch"
        message={`Start the batch now with the ${studentCount(starting?.interested_students.length ?? 0)} who joined? The post closes to new students.`}
        confirmLabel="Start Batch"
        tone="primary"
        onConfirm={() => void confirmStart()}
        onCancel={() => setStarting(null)}
        busy={actions.starting}
      />
    </PageContainer>
  );
}
