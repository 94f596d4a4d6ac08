import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  createAssignmentBody,
  type Assignment,
} from '@pathshala/shared-api/contract';
import { knownFieldErrors, zodFieldErrors } from '../../form/fieldErrors';
import { FormField } from '../../form/FormField';
import { useFormState } from '../../form/useFormState';
import { addDays, dhakaDateTime, dhakaDay } from '../../i18n/dhaka-calendar';
import { DialogForm, FormDialog } from '../../overlays/FormDialog';
import { dhakaMoment } from './dhakaInput';
import { FileField } from './FileField';
import { FileLink } from './FileLink';
import { fileProblem } from '../fileFacts';
import { withFileFieldError } from './files';
import { useAssignmentsText } from './i18n';

/** What Set assignment sends: `due_at` is Dhaka wall-clock time ('2026-11-26T18:30'). */
export interface NewAssignmentInput {
  title: string;
  instructions: string;
  due_at: string;
  total_marks: number | null;
  file: File | null;
}

/** What Edit assignment sends: only what changed (the attachment stays). */
export type AssignmentChanges = Partial<Omit<NewAssignmentInput, 'file'>>;

export interface AssignmentDialogProps {
  open: boolean;
  /** The assignment to edit; null to set a new one. */
  assignment: Assignment | null;
  onClose: () => void;
  /** Each rejects with the server's error (its field errors, and a refused file, show on the fields). */
  onCreate: (input: NewAssignmentInput) => Promise<unknown>;
  onUpdate: (assignment: Assignment, changes: AssignmentChanges) => Promise<unknown>;
}

interface Values {
  title: string;
  instructions: string;
  due_at: string;
  total_marks: string;
  file: File | null;
}
const FIELDS = ['title', 'instructions', 'due_at', 'total_marks', 'file'] as const;
type Field = (typeof FIELDS)[number];

const valuesOf = (assignment: Assignment | null): Values => ({
  title: assignment?.title ?? '',
  instructions: assignment?.instructions ?? '',
  due_at: assignment ? dhakaDateTime(assignment.due_at) : '',
  total_marks: assignment?.total_marks === null || !assignment ? '' : String(assignment.total_marks),
  file: null,
});

/** The fields as the contract reads them. */
function parse(values: Values) {
  return createAssignmentBody.safeParse({
    title: values.title,
    instructions: values.instructions,
    due_at: values.due_at,
    total_marks: values.total_marks,
  });
}

/** The contract's rules (the server's words), a due time still to come when it is set, and the file's. */
function validate(values: Values, initial: Values): Partial<Record<Field, string>> {
  const errors = zodFieldErrors(parse(values).error?.issues ?? [], FIELDS);
  const due = values.due_at.trim();
  if (!errors.due_at && due !== initial.due_at && dhakaMoment(due) <= Date.now())
    errors.due_at = ASSIGNMENT_MESSAGES.dueAtPast;
  const fileError = values.file ? fileProblem(values.file) : null;
  if (fileError) errors.file = fileError;
  return errors;
}

/** Set assignment (title, instructions, due time in Dhaka time, total marks, attachment), or Edit assignment. */
export function AssignmentDialog({ open, assignment, ...props }: AssignmentDialogProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} size="lg">
      {open ? <AssignmentForm key={assignment?._id ?? 'new'} assignment={assignment} {...props} /> : null}
    </FormDialog>
  );
}

function AssignmentForm({ assignment, onClose, onCreate, onUpdate }: Omit<AssignmentDialogProps, 'open'>) {
  const t = useAssignmentsText();
  const initial = valuesOf(assignment);
  const { formRef, values, errors, status, set, text, submit } = useFormState<Values, Field>(
    () => initial,
    FIELDS,
  );
  const today = dhakaDay();

  function save(current: Values) {
    const body = parse(current).data;
    if (!body) return Promise.resolve();
    if (!assignment)
      return withFileFieldError(
        onCreate({
          title: body.title,
          instructions: body.instructions,
          due_at: body.due_at,
          total_marks: body.total_marks,
          file: current.file,
        }),
      );
    const before = parse(initial).data;
    const changes: AssignmentChanges = {};
    if (body.title !== before?.title) changes.title = body.title;
    if (body.instructions !== before?.instructions) changes.instructions = body.instructions;
    if (current.due_at.trim() !== initial.due_at) changes.due_at = body.due_at;
    if (body.total_marks !== assignment.total_marks) changes.total_marks = body.total_marks;
    if (Object.keys(changes).length === 0) {
      onClose();
      return Promise.resolve();
    }
    return onUpdate(assignment, changes);
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: (current) => validate(current, initial),
          save,
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
      title={assignment ? t('form.editHeading') : t('form.newHeading')}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={assignment ? undefined : t('form.create')}
      savingLabel={assignment ? t('form.saving') : t('form.creating')}
    >
      <Stack gap="4">
        <FormField label={t('form.title')} required error={errors.title}>
          <Input maxLength={ASSIGNMENT_LIMITS.titleMax} {...text('title')} />
        </FormField>
        <FormField
          label={t('form.instructions')}
          error={errors.instructions}
          helperText={t('form.instructionsHint')}
        >
          <Textarea rows={5} maxLength={ASSIGNMENT_LIMITS.instructionsMax} {...text('instructions')} />
        </FormField>
        <FormField label={t('form.dueAt')} required error={errors.due_at} helperText={t('form.dueAtHint')}>
          <Input
            type="datetime-local"
            min={`${today}T00:00`}
            max={`${addDays(today, ASSIGNMENT_LIMITS.dueReachDays - 1)}T23:59`}
            {...text('due_at')}
          />
        </FormField>
        <FormField
          label={t('form.totalMarks')}
          error={errors.total_marks}
          helperText={t('form.totalMarksHint')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={ASSIGNMENT_LIMITS.totalMarksMin}
            max={ASSIGNMENT_LIMITS.totalMarksMax}
            step={1}
            {...text('total_marks')}
          />
        </FormField>
        {assignment ? (
          assignment.file ? (
            <Stack gap="1">
              <Text fontWeight="medium" fontSize="sm">
                {t('form.file')}
              </Text>
              <FileLink file={assignment.file} />
              <Text color="fg.muted" fontSize="sm">
                {t('form.fileKept')}
              </Text>
            </Stack>
          ) : null
        ) : (
          <FileField
            label={t('form.file')}
            helperText={t('form.fileHint')}
            error={errors.file}
            file={values.file}
            onChange={(file) => set('file', file)}
            disabled={status !== 'idle'}
          />
        )}
      </Stack>
    </DialogForm>
  );
}
