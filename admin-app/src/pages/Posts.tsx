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
import { useText } from '../i18n';
import { AddPostDialog } from './AddPostDialog';

/**
 * /admin/posts: every post and request, search, New Post, Delete (SPEC §2 Post Management, §8 Admin post).
 */
export function Posts() {
  const t = useText();
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
      failed('posts.addFailed', error);
      throw error;
    }
    succeeded('posts.added');
    setAdding(false);
  }

  function confirmDelete() {
    if (!deleting) return;
    removePost.mutate(deleting._id, {
      onSuccess: () => succeeded('posts.deleted'),
      onError: (error) => failed('posts.deleteFailed', error),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <ManagementHeader
          title={t('posts.heading')}
          intro={t('posts.intro')}
          addLabel={t('posts.add')}
          onAdd={() => setAdding(true)}
        />
        <SearchForm
          key={q}
          label={t('posts.search.label')}
          fieldLabel={t('posts.search.field')}
          value={q}
          onSearch={setQ}
        />
        <PagedResults
          query={posts}
          texts={{ loading: t('posts.loading'), loadFailed: t('posts.loadFailed'), empty: t('posts.empty') }}
          emptyIcon={FiFolder}
        >
          {(all) => (
            <>
              {/* The cards' titles are h3: this keeps the headings in order. */}
              <VisuallyHidden asChild>
                <h2>{t('posts.all')}</h2>
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
                      aria-label={t('posts.deleteOne', { title: post.title })}
                      onClick={() => setDeleting(post)}
                    >
                      {t('common.delete')}
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
        title={t('posts.confirm.title')}
        message={t('posts.confirm.message')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={removePost.isPending}
      />
    </PageContainer>
  );
}
