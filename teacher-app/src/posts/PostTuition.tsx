import { useCreatePost, type PostInput } from '@pathshala/shared-api/posts';
import { PageContainer, Stack } from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import {
  BatchFields,
  FormCard,
  FormSection,
  ContinuousField,
  PostDetailsSections,
  PostScheduleSection,
  usePostForm,
  toPostInput,
} from '@pathshala/shared-ui/posts';

const FAILED = 'Failed to create post. Please try again.';

/**
 * /teacher/tuitionpost, SPEC §2 Create Tuition Post: the rules and messages of SPEC §5 checked on submit,
 * each message under its field (the server's likewise); the first field in error gets focus.
 */
export function PostTuition() {
  const createPost = useCreatePost();
  const { form, submit } = usePostForm({
    send: (values) => createPost.mutateAsync(toPostInput(values) as PostInput),
    success: 'Post created successfully!',
    failure: FAILED,
    next: '/teacher/posts',
  });

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <PageHeading
          title="Create Tuition Post"
          intro="Offer tuition to one student or a batch. Students find it in their search."
        />
        <FormCard
          formRef={form.formRef}
          onSubmit={submit}
          name="Create Tuition Post"
          submitLabel="Create Tuition Post"
          busyLabel="Creating Post..."
          status={form.status}
        >
          <PostDetailsSections
            form={form}
            titleHint="e.g. HSC Physics batch with weekly tests"
            descriptionHint="What you will cover, how you teach, and what students should bring."
          />
          <PostScheduleSection form={form} />
          <FormSection title="Class Settings">
            <ContinuousField form={form} />
          </FormSection>
          <FormSection title="Class Type">
            <BatchFields form={form} hint="Teach a group of students together." />
          </FormSection>
        </FormCard>
      </Stack>
    </PageContainer>
  );
}
