import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  feedbackBody,
  type Assignment,
  type Submission,
} from '@pathshala/shared-api/contract';
import { useFormat } from '@pathshala/shared-ui';
import { knownFieldErrors, zodFieldErrors } from '../../form/fieldErrors';
import { FormField } from '../../form/FormField';
import { useFormState } from '../../form/useFormState';
import { DialogForm, FormDialog } from '../../overlays/FormDialog';
import { useAssignmentsText } from './i18n';

/** What the feedback form sends: feedback text ('' for none) and a mark (null for none). */
export interface FeedbackInput {
  feedback: string;
  mark: number | null;
}

export interface FeedbackDialogProps {
  /** The submission to answer; null when the dialog is closed. */
  submission: Submission | null;
  assignment: Pick<Assignment, 'title' | 'total_marks'>;
  onClose: () => void;
  /** Saves it; rejects with the server's error (its field errors show on the fields). */
  onSave: (submission: Submission, input: FeedbackInput) => Promise<unknown>;
}

interface Values {
  feedback: string;
  mark: string;
}
const FIELDS = ['feedback', 'mark'] as const;
type Field = (typeof FIELDS)[number];

/** Feedback on a student's work, and a mark from 0 to the total when the assignment has total marks. */
export function FeedbackDialog({ submission, ...props }: FeedbackDialogProps) {
  return (
    <FormDialog open={submission !== null} onClose={props.onClose}>
      {submission ? <FeedbackForm key={submission._id} submission={submission} {...props} /> : null}
    </FormDialog>
  );
}

function FeedbackForm({
  submission,
  assignment,
  onClose,
  onSave,
}: FeedbackDialogProps & { submission: Submission }) {
  const t = useAssignmentsText();
  const f = useFormat();
  const total = assignment.total_marks;
  const { formRef, errors, status, text, submit } = useFormState<Values, Field>(
    () => ({
      feedback: submission.feedback ?? '',
      mark: submission.mark === null || total === null ? '' : String(submission.mark),
    }),
    FIELDS,
  );

  const parse = (values: Values) =>
    feedbackBody.safeParse({ feedback: values.feedback, mark: total === null ? null : values.mark });

  function validate(values: Values): Partial<Record<Field, string>> {
    const parsed = parse(values);
    const errors = zodFieldErrors(parsed.error?.issues ?? [], FIELDS);
    // The body's own rule (feedback or a mark) has no field: it is the feedback's.
    if (parsed.error && Object.keys(errors).length === 0) errors.feedback = ASSIGNMENT_MESSAGES.feedbackEmpty;
    const mark = parsed.data?.mark;
    if (total !== null && mark !== null && mark !== undefined && mark > total)
      errors.mark = ASSIGNMENT_MESSAGES.markAboveTotal;
    return errors;
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate,
          save: (values) => {
            const body = parse(values).data;
            return body
              ? onSave(submission, { feedback: body.feedback, mark: body.mark })
              : Promise.resolve();
          },
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
      title={t('feedback.heading', { student: submission.student.username })}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('feedback.save')}
      savingLabel={t('feedback.saving')}
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('feedback.intro', { title: assignment.title })}</Text>
        <FormField label={t('feedback.text')} error={errors.feedback}>
          <Textarea rows={6} maxLength={ASSIGNMENT_LIMITS.feedbackMax} {...text('feedback')} />
        </FormField>
        {total !== null ? (
          <FormField
            label={t('feedback.mark')}
            error={errors.mark}
            helperText={t('feedback.markHint', { total: f.number(total) })}
          >
            <Input type="number" inputMode="numeric" min={0} max={total} step={1} {...text('mark')} />
          </FormField>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
