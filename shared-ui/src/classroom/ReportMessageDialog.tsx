import { Box, Stack, Text, Textarea } from '@chakra-ui/react';
import { REPORT_MAX_LENGTH, REPORT_MESSAGES, type BoardMessage } from '@pathshala/shared-api/contract';
import { knownFieldErrors } from '../form/fieldErrors';
import { FormField } from '../form/FormField';
import { useFormState } from '../form/useFormState';
import { DialogForm, FormDialog } from '../overlays/FormDialog';
import { useTuitionText } from '../posts/postText';
import { useClassroomText } from './i18n';

export interface ReportMessageDialogProps {
  /** The message to report; null when the dialog is closed. */
  message: BoardMessage | null;
  onClose: () => void;
  /** Sends the report; rejects with the server's error (a field error shows on the reason). */
  onReport: (message: BoardMessage, reason: string) => Promise<unknown>;
}

const FIELDS = ['message'] as const;

/** Report message: the message quoted, and why, for the admins. */
export function ReportMessageDialog({ message, ...props }: ReportMessageDialogProps) {
  return (
    <FormDialog open={message !== null} onClose={props.onClose}>
      {message ? <ReportMessageForm key={message._id} message={message} {...props} /> : null}
    </FormDialog>
  );
}

function ReportMessageForm({
  message,
  onClose,
  onReport,
}: ReportMessageDialogProps & { message: BoardMessage }) {
  const t = useClassroomText();
  const { username } = useTuitionText();
  const { formRef, errors, status, text, submit } = useFormState({ message: '' }, FIELDS);
  return (
    <DialogForm
      formRef={formRef}
      onSubmit={(event) =>
        submit(event, {
          validate: ({ message: reason }) => {
            if (!reason.trim()) return { message: REPORT_MESSAGES.details };
            if (reason.trim().length > REPORT_MAX_LENGTH) return { message: REPORT_MESSAGES.tooLong };
            return {};
          },
          save: ({ message: reason }) => onReport(message, reason.trim()),
          serverErrors: (fieldErrors) => knownFieldErrors(fieldErrors, FIELDS),
        })
      }
      title={t('report.heading')}
      onClose={onClose}
      saving={status !== 'idle'}
      submitLabel={t('report.submit')}
      savingLabel={t('report.sending')}
      submitPalette="red"
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('report.intro')}</Text>
        <Box as="figure" borderStartWidth="3px" borderColor="border.emphasized" ps="3" py="1">
          <Text as="figcaption" fontSize="sm" fontWeight="medium">
            {message.author ? username(message.author.username) : t('board.formerMember')}
          </Text>
          <Text as="blockquote" whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={6}>
            {message.body}
          </Text>
        </Box>
        <FormField label={t('report.reason')} error={errors.message} required>
          <Textarea {...text('message')} rows={4} />
        </FormField>
      </Stack>
    </DialogForm>
  );
}
