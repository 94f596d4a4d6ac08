import { Stack, Text, Textarea } from '@chakra-ui/react';
import { SCHEDULE_LIMITS, SCHEDULE_MESSAGES, type ClassSession } from '@pathshala/shared-api/contract';
import { knownFieldErrors } from '../form/fieldErrors';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { useScheduleText } from './i18n';
import { useSessionFormat } from './useSessionFormat';

export interface CancelSessionDialogProps {
  /** The class to cancel, or to restore when it is cancelled; null when the dialog is closed. */
  session: ClassSession | null;
  onClose: () => void;
  /** Each rejects with the server's error (a note's field error shows on it). `note` is null when blank. */
  onCancel: (session: ClassSession, note: string | null) => Promise<unknown>;
  onRestore: (session: ClassSession, note: string | null) => Promise<unknown>;
}

const FIELDS = ['note'] as const;
const noteOf = (note: string) => (note.trim() === '' ? null : note.trim());

/** Cancel class, or Restore class for a cancelled one, each with an optional note for the members. */
export function CancelSessionDialog({ session, ...props }: CancelSessionDialogProps) {
  return (
    <FormDialog open={session !== null} onClose={props.onClose}>
      {session ? <CancelSessionForm key={session._id} session={session} {...props} /> : null}
    </FormDialog>
  );
}

function CancelSessionForm({
  session,
  onClose,
  onCancel,
  onRestore,
}: CancelSessionDialogProps & { session: ClassSession }) {
  const t = useScheduleText();
  const when = useSessionFormat();
  const restoring = session.status === 'cancelled';
  const { formRef, errors, status, text, submit } = useFormState({ note: '' }, FIELDS);
  const what = { batch: session.batch_name, when: when.moment(session.starts_at) };

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: ({ note }) =>
            note.trim().length > SCHEDULE_LIMITS.noteMax ? { note: SCHEDULE_MESSAGES.noteTooLong } : {},
          save: ({ note }) => (restoring ? onRestore : onCancel)(session, noteOf(note)),
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
      title={restoring ? t('restore.heading') : t('cancel.heading')}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={restoring ? t('restore.submit') : t('cancel.submit')}
      savingLabel={restoring ? t('restore.saving') : t('cancel.saving')}
      cancelLabel={restoring ? undefined : t('cancel.keep')}
      submitPalette={restoring ? 'brand' : 'red'}
    >
      <Stack gap="4">
        <Text>{restoring ? t('restore.question', what) : t('cancel.question', what)}</Text>
        <FormField label={t('cancel.note')} error={errors.note} helperText={t('cancel.noteHint')}>
          <Textarea rows={3} maxLength={SCHEDULE_LIMITS.noteMax} {...text('note')} />
        </FormField>
      </Stack>
    </DialogForm>
  );
}
