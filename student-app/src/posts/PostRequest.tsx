import { useCreatePost, type RequestInput } from '@pathshala/shared-api/posts';
import { PageContainer, Stack } from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import {
  BatchFields,
  FormCard,
  FormSection,
  ContinuousField,
  PostDetailsSections,
  PostMatchingSection,
  PostScheduleSection,
  usePostForm,
  toPostInput,
  type PostFormValues,
} from '@pathshala/shared-ui/posts';
import { useText } from '../i18n';

/** SPEC §3: a student's request is sent under the request's names: days, price, maxBatchSize. */
export function toRequestBody(values: PostFormValues) {
  const { weekly_schedule, salary, max_size, ...rest } = toPostInput(values);
  return { ...rest, days: weekly_schedule, price: salary, maxBatchSize: max_size };
}

/**
 * /student/tuitionrequest, SPEC §2 Create Tuition Request: the rules and messages of SPEC §5 checked on
 * submit, each message under its field (the server's likewise); the first field in error gets focus. Where and
 * how (DESIGN §6.14) includes the request's preferred tutor (Any, Male, Female).
 */
export function PostRequest() {
  const t = useText();
  const createPost = useCreatePost();
  const { form, submit } = usePostForm({
    send: (values) => createPost.mutateAsync(toRequestBody(values) as RequestInput),
    success: t('postRequest.success'),
    failure: t('postRequest.failed'),
    next: '/student/posts',
  });

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <PageHeading title={t('postRequest.heading')} intro={t('postRequest.intro')} />
        <FormCard
          formRef={form.formRef}
          onSubmit={submit}
          name={t('postRequest.heading')}
          submitLabel={t('postRequest.submit')}
          busyLabel={t('postRequest.submitting')}
          status={form.status}
        >
          <PostDetailsSections
            form={form}
            titleHint={t('postRequest.titleHint')}
            descriptionHint={t('postRequest.descriptionHint')}
          />
          <PostMatchingSection form={form} tutorGender />
          <PostScheduleSection form={form} />
          <FormSection title={t('postRequest.preferences')}>
            <ContinuousField form={form} />
            <BatchFields form={form} hint={t('postRequest.batchHint')} />
          </FormSection>
        </FormCard>
      </Stack>
    </PageContainer>
  );
}
