import { Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { CheckboxField } from '../form/CheckboxField';
import { FormField } from '../form/FormField';
import { FormSection } from '../form/FormSection';
import type { useFormState } from '../form/useFormState';
import { useMessageText } from '@pathshala/shared-ui';
import { usePostsText } from './i18n';
import type { PostFormField, PostFormValues } from './postFormValues';
import { SubjectClassFields, TimeSalaryFields } from './tuitionFields';
import { WeekdayChips } from './WeekdayChips';

/** A post form's state as `useFormState(EMPTY_POST_FORM, POST_FORM_FIELDS)` gives it. */
export type PostFormState = ReturnType<typeof useFormState<PostFormValues, PostFormField>>;

export interface PostDetailsSectionsProps {
  form: PostFormState;
  /** An example title, under the Title field. */
  titleHint: string;
  /** What to write, under the Description field. */
  descriptionHint: string;
}

/** The sections every post form starts with: Basic Information (title, subtitle) and Tuition Details. */
export function PostDetailsSections({
  form: { errors, text },
  titleHint,
  descriptionHint,
}: PostDetailsSectionsProps) {
  const t = usePostsText();
  return (
    <>
      <FormSection title={t('form.basicInformation')}>
        <FormField label={t('field.title')} required error={errors.title} helperText={titleHint}>
          <Input {...text('title')} />
        </FormField>
        <FormField label={t('field.subtitle')} required error={errors.subtitle}>
          <Input {...text('subtitle')} />
        </FormField>
      </FormSection>
      <FormSection title={t('form.tuitionDetails')}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <SubjectClassFields errors={errors} text={text} />
        </SimpleGrid>
        <FormField
          label={t('field.description')}
          required
          error={errors.description}
          helperText={descriptionHint}
        >
          <Textarea rows={5} {...text('description')} />
        </FormField>
      </FormSection>
    </>
  );
}

/** The Schedule & Payment section: the day chips, the time and the monthly salary. */
export function PostScheduleSection({
  form: { values, errors, set, text, status },
}: {
  form: PostFormState;
}) {
  const t = usePostsText();
  const messageText = useMessageText();
  return (
    <FormSection title={t('form.schedulePayment')}>
      <Stack gap="2">
        <Text fontWeight="medium" textStyle="sm" aria-hidden>
          {t('field.days')}
        </Text>
        <WeekdayChips
          label={t('field.days')}
          name="weekly_schedule"
          value={values.weekly_schedule}
          onChange={(days) => set('weekly_schedule', days)}
          disabled={status !== 'idle'}
        />
        {errors.weekly_schedule ? (
          <Text role="alert" color="fg.error" textStyle="sm">
            {messageText(errors.weekly_schedule)}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <TimeSalaryFields errors={errors} text={text} />
      </SimpleGrid>
    </FormSection>
  );
}

/** The Continuous checkbox, with what it means. */
export function ContinuousField({ form: { values, set } }: { form: PostFormState }) {
  const t = usePostsText();
  return (
    <CheckboxField
      name="is_continuous"
      checked={values.is_continuous}
      onChange={(checked) => set('is_continuous', checked)}
      label={t('field.continuous')}
      hint={t('form.continuousHint')}
    />
  );
}

/** The Batch checkbox with `hint`, and for a batch its required Maximum students (at least 2). */
export function BatchFields({
  form: { values, errors, set, text },
  hint,
}: {
  form: PostFormState;
  hint: string;
}) {
  const t = usePostsText();
  return (
    <>
      <CheckboxField
        name="is_batch"
        checked={values.is_batch}
        onChange={(checked) => set('is_batch', checked)}
        label={t('field.batch')}
        hint={hint}
      />
      {values.is_batch ? (
        <FormField
          label={t('form.maxStudents')}
          required
          error={errors.max_size}
          helperText={t('form.maxStudentsHint')}
        >
          <Input type="number" inputMode="numeric" min={2} step={1} maxW="12rem" {...text('max_size')} />
        </FormField>
      ) : null}
    </>
  );
}
