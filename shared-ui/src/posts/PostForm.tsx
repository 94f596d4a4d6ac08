import { Box, Button, Card, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Weekday } from '@pathshala/shared-api/contract';
import type { FormEvent, ReactNode } from 'react';
import { CheckboxField } from '../form/CheckboxField';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import {
  EMPTY_POST_FORM,
  knownPostErrors,
  POST_FORM_FIELDS,
  toPostInput,
  toRequestBody,
  validatePostForm,
} from './postFormValues';
import { WeekdayChips } from './WeekdayChips';
import { SubjectClassFields, TimeSalaryFields } from './tuitionFields';

/** The teacher's Create Tuition Post or the student's Create Tuition Request (SPEC §2). */
export type PostFormVariant = 'teacher' | 'student';

const COPY = {
  teacher: {
    name: 'Create Tuition Post',
    submit: 'Create Tuition Post',
    busy: 'Creating Post...',
    titleHint: 'e.g. HSC Physics batch with weekly tests',
    descriptionHint: 'What you will cover, how you teach, and what students should bring.',
  },
  student: {
    name: 'Create Tuition Request',
    submit: 'Submit Tuition Request',
    busy: 'Submitting Request...',
    titleHint: 'e.g. Looking for a Class 9 Maths tutor',
    descriptionHint: 'What you need help with, your current level, and anything a tutor should know.',
  },
} as const;

export interface PostFormProps {
  variant: PostFormVariant;
  /** Sends the body (the teacher form's, or the student request's, SPEC §3); rejects with the server's error. */
  onSubmit: (body: object) => Promise<unknown>;
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor="border"
      rounded="l3"
      p={{ base: '3', md: '6' }}
      minW="0"
    >
      <Heading as="legend" size="md" px="2" ms="-2">
        {title}
      </Heading>
      <Stack gap="5" mt="2">
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Both post forms: the rules and messages of SPEC §5 checked on submit, each message under its field, the
 * server's field messages likewise; the first field in error gets focus.
 */
export function PostForm({ variant, onSubmit }: PostFormProps) {
  const copy = COPY[variant];
  const { formRef, values, errors, status, set, text, submit } = useFormState(
    EMPTY_POST_FORM,
    POST_FORM_FIELDS,
  );
  // After a save the page announces it and moves on; the button stays disabled so it cannot post twice.
  const busy = status !== 'idle';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      validate: validatePostForm,
      save: (values) => onSubmit(variant === 'student' ? toRequestBody(values) : toPostInput(values)),
      serverErrors: (fieldErrors) => knownPostErrors(fieldErrors),
    });

  const batchSize = (
    <FormField label="Maximum students" required error={errors.max_size} helperText="At least 2">
      <Input type="number" inputMode="numeric" min={2} step={1} maxW="12rem" {...text('max_size')} />
    </FormField>
  );
  const continuous = (
    <CheckboxField
      name="is_continuous"
      checked={values.is_continuous}
      onChange={(checked) => set('is_continuous', checked)}
      label="Continuous"
      hint="Runs month after month, with no fixed end."
    />
  );
  const batch = (
    <CheckboxField
      name="is_batch"
      checked={values.is_batch}
      onChange={(checked) => set('is_batch', checked)}
      label="Batch"
      hint={
        variant === 'teacher'
          ? 'Teach a group of students together.'
          : 'Happy to study in a group with other students.'
      }
    />
  );

  return (
    <Card.Root variant="elevated" w="full">
      <Card.Body p={{ base: '3', md: '6' }}>
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={copy.name}>
          <Stack gap="6">
            <FormSection title="Basic Information">
              <FormField label="Title" required error={errors.title} helperText={copy.titleHint}>
                <Input {...text('title')} />
              </FormField>
              <FormField label="Subtitle" required error={errors.subtitle}>
                <Input {...text('subtitle')} />
              </FormField>
            </FormSection>

            <FormSection title="Tuition Details">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                <SubjectClassFields errors={errors} text={text} />
              </SimpleGrid>
              <FormField
                label="Description"
                required
                error={errors.description}
                helperText={copy.descriptionHint}
              >
                <Textarea rows={5} {...text('description')} />
              </FormField>
            </FormSection>

            <FormSection title="Schedule & Payment">
              <Stack gap="2">
                <Text fontWeight="medium" textStyle="sm" aria-hidden>
                  Days
                </Text>
                <WeekdayChips
                  label="Days"
                  value={values.weekly_schedule}
                  onChange={(days: Weekday[]) => set('weekly_schedule', days)}
                  disabled={busy}
                />
                {errors.weekly_schedule ? (
                  <Text role="alert" color="fg.error" textStyle="sm">
                    {errors.weekly_schedule}
                  </Text>
                ) : null}
              </Stack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                <TimeSalaryFields errors={errors} text={text} />
              </SimpleGrid>
            </FormSection>

            {variant === 'teacher' ? (
              <>
                <FormSection title="Class Settings">{continuous}</FormSection>
                <FormSection title="Class Type">
                  {batch}
                  {values.is_batch ? batchSize : null}
                </FormSection>
              </>
            ) : (
              <FormSection title="Preferences">
                {continuous}
                {batch}
                {values.is_batch ? batchSize : null}
              </FormSection>
            )}

            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              alignSelf={{ base: 'stretch', sm: 'flex-end' }}
              loading={status === 'saving'}
              loadingText={copy.busy}
              disabled={busy}
            >
              {copy.submit}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
