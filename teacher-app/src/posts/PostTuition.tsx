import { useCreatePost, type PostInput } from '@pathshala/shared-api/posts';
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
} from '@pathshala/shared-ui/posts';
import { useText } from '../i18n';

/**
 * /teacher/tuitionpost, SPEC §2 Create Tuition Post: the rules and messages of SPEC §5 checked on submit,
 * each message under its field (the server's likewise); the first field in error gets focus. Where and how
 * (DESIGN §6.14): teaching mode, place and medium; an offer prefers no tutor gender.
 */
export function PostTuition() {
  const t = useText();
  const createPost = useCreatePost();
  const { form, submit } = usePostForm({
    send: (values) => createPost.mutateAsync(toPostInput(values) as PostInput),
    success: t('postTuition.success'),
    failure: t('postTuition.failed'),
    next: '/teacher/posts',
  });

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <PageHeading title={t('postTuition.heading')} intro={t('postTuition.intro')} />
        <FormCard
          formRef={form.formRef}
          onSubmit={submit}
          name={t('postTuition.heading')}
          submitLabel={t('postTuition.submit')}
          busyLabel={t('postTuition.submitting')}
          status={form.status}
        >
          <PostDetailsSections
            form={form}
            titleHint={t('postTuition.titleHint')}
            descriptionHint={t('postTuition.descriptionHint')}
          />
          <PostMatchingSection form={form} />
          <PostScheduleSection form={form} />
          <FormSection title={t('postTuition.classSettings')}>
            <ContinuousField form={form} />
          </FormSection>
          <FormSection title={t('postTuition.classType')}>
            <BatchFields form={form} hint={t('postTuition.batchHint')} />
          </FormSection>
        </FormCard>
      </Stack>
    </PageContainer>
  );
}
