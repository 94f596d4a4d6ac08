import { useCreatePost, type RequestInput } from '@pathshala/shared-api/posts';
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
  type PostFormValues,
} from '@pathshala/shared-ui/posts';

const FAILED = 'Failed to submit request. Please try again.';

/** SPEC §3: a student's request is sent under the request's names: days, price, maxBatchSize. */
export function toRequestBody(values: PostFormValues) {
  const { weekly_schedule, salary, max_size, ...rest } = toPostInput(values);
  return { ...rest, days: weekly_schedule, price: salary, maxBatchSize: max_size };
}

/**
 * /student/tuitionrequest, SPEC §2 Create Tuition Request: the rules and messages of SPEC §5 checked on
 * submit, each message under its field (the server's likewise); the first field in error gets focus.
 */
export function PostRequest() {
  const createPost = useCreatePost();
  const { form, submit } = usePostForm({
    send: (values) => createPost.mutateAsync(toRequestBody(values) as RequestInput),
    success: 'Request submitted successfully!',
    failure: FAILED,
    next: '/student/posts',
  });

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <PageHeading
          title="Create Tuition Request"
          intro="Tell teachers what you need. Interested teachers show up on your post."
        />
        <FormCard
          formRef={form.formRef}
          onSubmit={submit}
          name="Create Tuition Request"
          submitLabel="Submit Tuition Request"
          busyLabel="Submitting Request..."
          status={form.status}
        >
          <PostDetailsSections
            form={form}
            titleHint="e.g. Looking for a Class 9 Maths tutor"
            descriptionHint="What you need help with, your current level, and anything a tutor should know."
          />
          <PostScheduleSection form={form} />
          <FormSection title="Preferences">
            <ContinuousField form={form} />
            <BatchFields form={form} hint="Happy to study in a group with other students." />
          </FormSection>
        </FormCard>
      </Stack>
    </PageContainer>
  );
}
