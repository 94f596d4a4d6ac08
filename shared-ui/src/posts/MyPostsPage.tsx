import { Button, Heading, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { getErrorMessage, useMyPosts, useProfile, useStartBatch, useUpdatePost } from '@pathshala/shared-api';
import type { Post, PostOwnerRole } from '@pathshala/shared-api/contract';
import { useState } from 'react';
import { FiFolder } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '../layout/PageContainer';
import { ConfirmDialog } from '../overlays/ConfirmDialog';
import { EmptyState } from '../states/EmptyState';
import { LoadingView } from '../states/LoadingView';
import { toaster } from '../toast/toaster';
import { EditPostDialog } from './EditPostDialog';
import { PostCard } from './PostCard';
import type { EditPostValues } from './postFormValues';
import { usePostActions } from './usePostActions';
import { LoadError } from './LoadError';
import { PageHeading } from './PageHeading';

const CREATE_PATH: Record<PostOwnerRole, string> = {
  teacher: '/teacher/tuitionpost',
  student: '/student/tuitionrequest',
};

const UPDATE_FAILED = 'Failed to update post. Please try again.';

function PostGrid({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
      {children}
    </SimpleGrid>
  );
}

const studentCount = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/** A teacher starts a batch early from their own open post with the students who joined (DESIGN §5). */
function useStartBatchFlow() {
  const startBatch = useStartBatch();
  const [post, setPost] = useState<Post | null>(null);
  const confirm = () => {
    if (!post) return;
    startBatch.mutate(post._id, {
      onSuccess: (batch) => {
        toaster.create({
          type: 'success',
          title: 'Batch started',
          description: `${studentCount(batch.student_ids.length)} joined "${batch.title}".`,
        });
        setPost(null);
      },
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: 'Failed to start the batch',
          description: getErrorMessage(error, '') || undefined,
        }),
    });
  };
  return { post, ask: setPost, cancel: () => setPost(null), confirm, busy: startBatch.isPending };
}

/**
 * SPEC §2 Your Tuition Posts: the user's own posts (Edit, Delete; Accept on a student's request; Start
 * batch on a teacher's post with students), then the posts they are interested in (Leave).
 */
export function MyPostsPage({ role }: { role: PostOwnerRole }) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const posts = useMyPosts();
  const actions = usePostActions(role);
  const updatePost = useUpdatePost();
  const startBatch = useStartBatchFlow();
  const [editing, setEditing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);

  async function save(post: Post, changes: EditPostValues) {
    try {
      await updatePost.mutateAsync({ postId: post._id, input: changes });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: UPDATE_FAILED,
        description: getErrorMessage(error, '') || undefined,
      });
      throw error;
    }
    toaster.create({ type: 'success', title: 'Post updated' });
    setEditing(null);
  }

  async function confirmDelete() {
    if (deleting && (await actions.remove(deleting))) {
      toaster.create({ type: 'success', title: 'Post deleted' });
      setDeleting(null);
    }
  }

  let content;
  if (posts.isPending || !profile) content = <LoadingView label="Loading your posts..." />;
  else if (posts.isError)
    content = (
      <LoadError
        error={posts.error}
        fallback={'Failed to load posts. Please try again later.'}
        onRetry={() => void posts.refetch()}
      />
    );
  else {
    const own = posts.data.filter((post) => post.owner_id._id === profile._id);
    const interested = posts.data.filter((post) => post.owner_id._id !== profile._id);
    content = (
      <Stack gap="10">
        {own.length === 0 ? (
          <EmptyState
            icon={FiFolder}
            title="No posts yet"
            description="Get started by creating a new tuition post"
            action={
              <Button colorPalette="brand" onClick={() => navigate(CREATE_PATH[role])}>
                Create a post
              </Button>
            }
          />
        ) : (
          // The cards' headings are h3s: this section's own h2 (for screen readers; sighted users have the
          // page heading just above) keeps the outline h1 → h2 → h3, like the section below.
          <Stack as="section" gap="4" aria-labelledby="own-posts">
            <VisuallyHidden asChild>
              <h2 id="own-posts">{role === 'teacher' ? 'Your Tuition Offers' : 'Your Tuition Requests'}</h2>
            </VisuallyHidden>
            <PostGrid>
              {own.map((post) => (
                <PostCard
                  key={post._id}
                  post={post}
                  viewerId={profile._id}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  onAccept={role === 'student' ? actions.accept : undefined}
                  busy={actions.pendingPostId === post._id}
                >
                  {role === 'teacher' && post.status === 'open' && post.interested_students.length > 0 ? (
                    <Button size="sm" colorPalette="brand" onClick={() => startBatch.ask(post)}>
                      Start Batch
                    </Button>
                  ) : null}
                </PostCard>
              ))}
            </PostGrid>
          </Stack>
        )}
        {interested.length > 0 ? (
          <Stack as="section" gap="4" aria-labelledby="interested-posts">
            <Heading as="h2" size="lg" id="interested-posts">
              {role === 'teacher' ? "Requests You're Interested In" : "Posts You've Joined"}
            </Heading>
            <PostGrid>
              {interested.map((post) => (
                <PostCard
                  key={post._id}
                  post={post}
                  viewerId={profile._id}
                  onLeave={actions.leave}
                  busy={actions.pendingPostId === post._id}
                />
              ))}
            </PostGrid>
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading
          title="Your Tuition Posts"
          intro={
            role === 'teacher'
              ? 'Your tuition offers, and the student requests you showed interest in.'
              : 'Your tuition requests, and the teacher posts you joined.'
          }
        />
        {content}
      </Stack>
      <EditPostDialog post={editing} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post"
        message="Are you sure you want to delete this post?"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={actions.removing}
      />
      <ConfirmDialog
        open={startBatch.post !== null}
        title="Start batch"
        message={`Start the batch now with the ${studentCount(startBatch.post?.interested_students.length ?? 0)} who joined? The post closes to new students.`}
        confirmLabel="Start Batch"
        tone="primary"
        onConfirm={startBatch.confirm}
        onCancel={startBatch.cancel}
        busy={startBatch.busy}
      />
    </PageContainer>
  );
}
