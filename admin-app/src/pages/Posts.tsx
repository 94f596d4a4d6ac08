import { useAddPost, useAdminPosts, useRemovePost, type AddPostInput } from '@pathshala/shared-api/admin';
import type { Post } from '@pathshala/shared-api/contract';
import { Button, FiFolder, PageContainer, SimpleGrid, Stack, VisuallyHidden } from '@pathshala/shared-ui';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { PostCard } from '@pathshala/shared-ui/posts';
import { useState } from 'react';
import { failed, succeeded } from '../components/feedback';
import { ManagementHeader } from '../components/ManagementHeader';
import { PagedResults } from '../components/PagedResults';
import { SearchForm } from '../components/SearchForm';
import { AddPostDialog } from './AddPostDialog';

/** SPEC §2 Post Management, §8 Admin post. */
export const POST_TEXTS = {
  added: 'Post added successfully',
  addFailed: 'Failed to add Post. Please try again.',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post. Please try again.',
  empty: 'No posts found',
  loading: 'Loading posts...',
  loadFailed: 'Failed to load posts.',
} as const;

/** /admin/posts: every post and request, search, New Post, Delete (SPEC §2 Post Management). */
export function Posts() {
  // The search lives in the page (a router navigation inside a submit would make React treat the form as an action).
  const [q, setQ] = useState('');
  const posts = useAdminPosts(q);
  const addPost = useAddPost();
  const removePost = useRemovePost();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Post | null>(null);

  async function create(input: AddPostInput) {
    try {
      await addPost.mutateAsync(input);
    } catch (error) {
      failed(POST_TEXTS.addFailed, error);
      throw error;
    }
    succeeded(POST_TEXTS.added);
    setAdding(false);
  }

  function confirmDelete() {
    if (!deleting) return;
    removePost.mutate(deleting._id, {
      onSuccess: () => succeeded(POST_TEXTS.deleted),
      onError: (error) => failed(POST_TEXTS.deleteFailed, error),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <ManagementHeader
          title="Post Management"
          intro="Every tuition post and request: add one for a user, or delete one."
          addLabel="New Post"
          onAdd={() => setAdding(true)}
        />
        <SearchForm
          key={q}
          label="Search posts"
          fieldLabel="Search by title or subject"
          value={q}
          onSearch={setQ}
        />
        <PagedResults query={posts} texts={POST_TEXTS} emptyIcon={FiFolder}>
          {(all) => (
            <>
              {/* The cards' titles are h3: this keeps the headings in order. */}
              <VisuallyHidden asChild>
                <h2>All posts</h2>
              </VisuallyHidden>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
                {all.map((post) => (
                  <PostCard
                    key={post._id}
                    post={post}
                    busy={removePost.isPending && removePost.variables === post._id}
                  >
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Delete ${post.title}`}
                      onClick={() => setDeleting(post)}
                    >
                      Delete
                    </Button>
                  </PostCard>
                ))}
              </SimpleGrid>
            </>
          )}
        </PagedResults>
      </Stack>
      <AddPostDialog open={adding} onClose={() => setAdding(false)} onCreate={create} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post"
        message="Are you sure you want to delete this post?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={removePost.isPending}
      />
    </PageContainer>
  );
}
