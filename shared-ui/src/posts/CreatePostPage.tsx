import { Stack } from '@chakra-ui/react';
import { getErrorMessage, useCreatePost, type PostInput } from '@pathshala/shared-api';
import type { PostOwnerRole } from '@pathshala/shared-api/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '../layout/PageContainer';
import { toaster } from '../toast/toaster';
import { PostForm } from './PostForm';
import { PageHeading } from './PageHeading';

/** SPEC §4: the success toast hides after 3 s and the page moves on at 3.5 s. */
export const REDIRECT_AFTER_MS = 3500;

const COPY = {
  teacher: {
    heading: 'Create Tuition Post',
    intro: 'Offer tuition to one student or a batch. Students find it in their search.',
    success: 'Post created successfully!',
    failure: 'Failed to create post. Please try again.',
    next: '/teacher/posts',
  },
  student: {
    heading: 'Create Tuition Request',
    intro: 'Tell teachers what you need. Interested teachers show up on your post.',
    success: 'Request submitted successfully!',
    failure: 'Failed to submit request. Please try again.',
    next: '/student/posts',
  },
} as const;

/** /teacher/tuitionpost and /student/tuitionrequest. */
export function CreatePostPage({ role }: { role: PostOwnerRole }) {
  const copy = COPY[role];
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  async function submit(body: object) {
    try {
      // Either form's body; the server accepts both namings (SPEC §3).
      await createPost.mutateAsync(body as PostInput);
    } catch (error) {
      toaster.create({ type: 'error', title: getErrorMessage(error, copy.failure) });
      throw error;
    }
    toaster.create({ type: 'success', title: copy.success });
    redirect.current = setTimeout(() => navigate(copy.next), REDIRECT_AFTER_MS);
  }

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <PageHeading title={copy.heading} intro={copy.intro} />
        <PostForm variant={role} onSubmit={submit} />
      </Stack>
    </PageContainer>
  );
}
