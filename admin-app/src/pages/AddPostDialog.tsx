import type { AddPostInput } from '@pathshala/shared-api/admin';
import { addPostBody, type Weekday } from '@pathshala/shared-api/contract';
import { SimpleGrid, Stack } from '@pathshala/shared-ui';
import { ScheduleFields } from '@pathshala/shared-ui/batches';
import {
  FormField,
  Input,
  knownFieldErrors,
  NativeSelect,
  Textarea,
  zodFieldErrors,
} from '@pathshala/shared-ui/forms';
import { DialogForm, FormDialog } from '@pathshala/shared-ui/overlays';
import { useFormState } from '@pathshala/shared-ui/signed-in';
import {
  checkMatching,
  EMPTY_MATCHING,
  FormSection,
  MATCHING_FIELDS,
  MatchingFields,
  SubjectClassFields,
  toMatchingInput,
  setEachOf,
  type MatchingValues,
} from '@pathshala/shared-ui/posts';
import { useText } from '../i18n';

export interface AddPostValues extends MatchingValues {
  owner_id: string;
  owner: string;
  subject: string;
  class: string;
  title: string;
  subtitle: string;
  description: string;
  weekly_schedule: Weekday[];
  time: string;
  salary: string;
  is_continuous: boolean;
  is_batch: boolean;
  max_size: string;
  interested_teachers: string;
  interested_students: string;
}
type Field = keyof AddPostValues;

/** Form order: the first field in error gets focus. */
export const ADD_POST_FIELDS: readonly Field[] = [
  'owner_id',
  'owner',
  'subject',
  'class',
  'title',
  'subtitle',
  'description',
  ...MATCHING_FIELDS,
  'weekly_schedule',
  'time',
  'salary',
  'is_continuous',
  'is_batch',
  'max_size',
  'interested_teachers',
  'interested_students',
];

/** SPEC §5 / §9: max_size starts at 2. */
const EMPTY: AddPostValues = {
  owner_id: '',
  owner: '',
  subject: '',
  class: '',
  title: '',
  subtitle: '',
  description: '',
  ...EMPTY_MATCHING,
  weekly_schedule: [],
  time: '',
  salary: '',
  is_continuous: false,
  is_batch: false,
  max_size: '2',
  interested_teachers: '',
  interested_students: '',
};

const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));
const usernames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * The add-post body (SPEC §3): numbers converted, a size only for a batch, usernames as lists; where and how
 * as the API takes them (none as null), a preferred tutor only on a student's request.
 */
export function toAddPostInput(values: AddPostValues): AddPostInput & ReturnType<typeof toMatchingInput> {
  const matching = toMatchingInput(values);
  return {
    ...values,
    ...matching,
    preferred_tutor_gender: values.owner === 'student' ? matching.preferred_tutor_gender : null,
    owner_id: values.owner_id.trim(),
    owner: values.owner as AddPostInput['owner'],
    salary: numberOrMissing(values.salary) as number,
    max_size: values.is_batch ? (numberOrMissing(values.max_size) as number) : null,
    interested_teachers: usernames(values.interested_teachers),
    interested_students: usernames(values.interested_students),
  };
}

/** SPEC §5 Admin post form, by the contract's rules and messages, where and how by a new post's rules. */
export function validateAddPost(values: AddPostValues): Partial<Record<Field, string>> {
  const input = {
    ...toAddPostInput(values),
    owner_id: values.owner_id.trim() || undefined,
    owner: values.owner || undefined,
  };
  return {
    ...checkMatching(values, values.class),
    ...zodFieldErrors(addPostBody.safeParse(input).error?.issues ?? [], ADD_POST_FIELDS),
  };
}

export interface AddPostDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the post; rejects with the server's error (its field errors show inline). */
  onCreate: (input: AddPostInput) => Promise<unknown>;
}

export function AddPostDialog({ open, onClose, onCreate }: AddPostDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      <AddPostForm onClose={onClose} onCreate={onCreate} />
    </FormDialog>
  );
}

function AddPostForm({ onClose, onCreate }: Omit<AddPostDialogProps, 'open'>) {
  const t = useText();
  const { formRef, values, errors, status, set, text, submit } = useFormState<AddPostValues, Field>(
    EMPTY,
    ADD_POST_FIELDS,
  );
  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        void submit(event, {
          validate: validateAddPost,
          save: (current) => onCreate(toAddPostInput(current)),
          serverErrors: (fieldErrors) =>
            knownFieldErrors(fieldErrors, ADD_POST_FIELDS, (field) => field.split('.')[0] ?? field),
        })
      }
      title={t('addPost.title')}
      closeButton
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('addPost.submit')}
      savingLabel={t('addPost.saving')}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t('addPost.ownerId.label')}
            required
            error={errors.owner_id}
            helperText={t('addPost.ownerId.help')}
          >
            <Input {...text('owner_id')} autoComplete="off" />
          </FormField>
          <FormField label={t('addPost.owner.label')} required error={errors.owner}>
            <NativeSelect.Root>
              <NativeSelect.Field {...text('owner')}>
                <option value="">{t('addPost.owner.choose')}</option>
                <option value="teacher">{t('addPost.owner.teacher')}</option>
                <option value="student">{t('addPost.owner.student')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SubjectClassFields errors={errors} text={text} />
        </SimpleGrid>
        <FormField label={t('addPost.title.label')} required error={errors.title}>
          <Input {...text('title')} />
        </FormField>
        <FormField label={t('addPost.subtitle.label')} error={errors.subtitle}>
          <Input {...text('subtitle')} />
        </FormField>
        <FormField label={t('addPost.description.label')} required error={errors.description}>
          <Textarea rows={3} {...text('description')} />
        </FormField>
        <FormSection title={t('addPost.whereHow')}>
          <MatchingFields
            values={values}
            errors={errors}
            onChange={setEachOf(set)}
            tutorGender={values.owner === 'student'}
            locationColumns={{ base: 1, sm: 3 }}
          />
        </FormSection>
        <ScheduleFields values={values} errors={errors} set={set} text={text} />
        <FormField
          label={t('addPost.interestedTeachers.label')}
          error={errors.interested_teachers}
          helperText={t('addPost.interestedTeachers.help')}
        >
          <Input {...text('interested_teachers')} autoComplete="off" />
        </FormField>
        <FormField
          label={t('addPost.interestedStudents.label')}
          error={errors.interested_students}
          helperText={t('addPost.interestedStudents.help')}
        >
          <Input {...text('interested_students')} autoComplete="off" />
        </FormField>
      </Stack>
    </DialogForm>
  );
}
