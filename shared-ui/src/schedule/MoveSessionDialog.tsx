import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SCHEDULE_LIMITS, updateSessionBody, type ClassSession } from '@pathshala/shared-api/contract';
import { knownFieldErrors, zodFieldErrors } from '../form/fieldErrors';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { addDays, dhakaDateTime, dhakaDay } from '../i18n/dhaka-calendar';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { useScheduleText } from './i18n';
import { useSessionFormat } from './useSessionFormat';

/** What the Move class form sends: the new start as Dhaka wall-clock time, and the note for the members. */
export interface MoveSessionInput {
  /** '2026-11-27T19:00': a date and time without an offset is Dhaka time. */
  starts_at: string;
  note: string | null;
}

export interface MoveSessionDialogProps {
  /** The class being moved; null when the dialog is closed. */
  session: ClassSession | null;
  onClose: () => void;
  /** Moves it; rejects with the server's error (its field errors show on the fields). */
  onMove: (session: ClassSession, input: MoveSessionInput) => Promise<unknown>;
}

interface MoveValues {
  starts_at: string;
  note: string;
}
const FIELDS = ['starts_at', 'note'] as const;

const toInput = (values: MoveValues): MoveSessionInput => ({
  starts_at: values.starts_at.trim(),
  note: values.note.trim() === '' ? null : values.note.trim(),
});

const validate = (values: MoveValues) =>
  zodFieldErrors(updateSessionBody.safeParse(toInput(values)).error?.issues ?? [], FIELDS);

/** Move class: a new date and time, read as Dhaka time whatever the device's zone, and a note for the members. */
export function MoveSessionDialog({ session, onClose, onMove }: MoveSessionDialogProps) {
  return (
    <FormDialog open={session !== null} onClose={onClose}>
      {session ? (
        <MoveSessionForm key={session._id} session={session} onClose={onClose} onMove={onMove} />
      ) : null}
    </FormDialog>
  );
}

function MoveSessionForm({ session, onClose, onMove }: MoveSessionDialogProps & { session: ClassSession }) {
  const t = useScheduleText();
  const when = useSessionFormat();
  const { formRef, errors, status, text, submit } = useFormState<MoveValues, (typeof FIELDS)[number]>(
    () => ({ starts_at: dhakaDateTime(session.starts_at), note: session.note ?? '' }),
    FIELDS,
  );
  const today = dhakaDay();

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate,
          save: (values) => onMove(session, toInput(values)),
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
      title={t('move.heading')}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('move.submit')}
      savingLabel={t('move.saving')}
    >
      <Stack gap="4">
        <Text>
          {t('move.current', {
            batch: session.batch_name,
            when: when.moment(session.starts_at),
          })}
        </Text>
        <FormField
          label={t('move.startsAt')}
          required
          error={errors.starts_at}
          helperText={t('move.startsAtHint')}
        >
          <Input
            type="datetime-local"
            min={`${today}T00:00`}
            max={`${addDays(today, SCHEDULE_LIMITS.reachDays - 1)}T23:59`}
            {...text('starts_at')}
          />
        </FormField>
        <FormField label={t('move.note')} error={errors.note} helperText={t('move.noteHint')}>
          <Textarea rows={3} maxLength={SCHEDULE_LIMITS.noteMax} {...text('note')} />
        </FormField>
      </Stack>
    </DialogForm>
  );
}
