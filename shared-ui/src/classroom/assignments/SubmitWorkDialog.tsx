import { Alert, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  submitBody,
  type Assignment,
} from '@pathshala/shared-api/contract';
import { useFormat } from '@pathshala/shared-ui';
import { knownFieldErrors, zodFieldErrors } from '../../form/fieldErrors';
import { FormField } from '../../form/FormField';
import { useFormState } from '../../form/useFormState';
import { DialogForm, FormDialog } from '../../overlays/FormDialog';
import { isPastDue } from './due';
import { FileField } from './FileField';
import { fileProblem } from '../fileFacts';
import { withFileFieldError } from './files';
import { useAssignmentsText } from './i18n';

/** What a student sends: text, a file or both (a replacement replaces both). */
export interface SubmitWorkInput {
  text: string;
  file: File | null;
}

export interface SubmitWorkDialogProps {
  /** The assignment to submit to; null when the dialog is closed. */
  assignment: Assignment | null;
  onClose: () => void;
  /** Sends it; rejects with the server's error (its field errors, and a refused file, show on the fields). */
  onSubmit: (assignment: Assignment, input: SubmitWorkInput) => Promise<unknown>;
}

interface Values {
  text: string;
  file: File | null;
}
const FIELDS = ['text', 'file'] as const;
type Field = (typeof FIELDS)[number];

function validate(values: Values): Partial<Record<Field, string>> {
  const errors = zodFieldErrors(submitBody.safeParse({ text: values.text }).error?.issues ?? [], FIELDS);
  if (!errors.text && values.text.trim() === '' && !values.file)
    errors.text = ASSIGNMENT_MESSAGES.submissionEmpty;
  const fileError = values.file ? fileProblem(values.file) : null;
  if (fileError) errors.file = fileError;
  return errors;
}

/** Submit work, or Replace submission: an answer, a file or both. */
export function SubmitWorkDialog({ assignment, ...props }: SubmitWorkDialogProps) {
  return (
    <FormDialog open={assignment !== null} onClose={props.onClose} size="lg">
      {assignment ? <SubmitWorkForm key={assignment._id} assignment={assignment} {...props} /> : null}
    </FormDialog>
  );
}

function SubmitWorkForm({
  assignment,
  onClose,
  onSubmit,
}: SubmitWorkDialogProps & { assignment: Assignment }) {
  const t = useAssignmentsText();
  const f = useFormat();
  const own = assignment.my_submission;
  const late = isPastDue(assignment);
  const { formRef, values, errors, status, set, text, submit } = useFormState<Values, Field>(
    () => ({ text: own?.text ?? '', file: null }),
    FIELDS,
  );
  const title = t('submit.heading', { replace: own ? 'yes' : 'no' });

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate,
          save: (current) =>
            withFileFieldError(onSubmit(assignment, { text: current.text.trim(), file: current.file })),
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
      title={title}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('submit.send')}
      savingLabel={t('submit.sending')}
    >
      <Stack gap="4">
        <Text>{t('submit.intro', { title: assignment.title, when: f.dateTime(assignment.due_at) })}</Text>
        {late || own ? (
          <Alert.Root status={late ? 'warning' : 'info'}>
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {late ? t('submit.lateNote') : t('submit.replaceNote')}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        <FormField label={t('submit.text')} error={errors.text} helperText={t('submit.textHint')}>
          <Textarea rows={8} maxLength={ASSIGNMENT_LIMITS.submissionTextMax} {...text('text')} />
        </FormField>
        <FileField
          label={t('submit.file')}
          helperText={own?.file ? t('submit.previousFile', { name: own.file.name }) : t('form.fileHint')}
          error={errors.file}
          file={values.file}
          onChange={(file) => set('file', file)}
          disabled={status !== 'idle'}
        />
      </Stack>
    </DialogForm>
  );
}
