import { Alert, Button, chakra } from '@pathshala/shared-ui';
import { Field, Textarea } from '@pathshala/shared-ui/forms';
import { getErrorMessage } from '@pathshala/shared-api';
import { useCreateReport } from '@pathshala/shared-api/ratings';
import { useState, type FormEvent } from 'react';

export const REPORT_TEXTS = {
  blank: 'Please provide details for your report.',
  success: 'Your report has been submitted successfully. Our team will review it shortly.',
  failed: 'Failed to submit report',
} as const;

/** The Report Teacher tab: a message to the admins; after a successful submit only the note shows. */
export function ReportTeacherForm({ teacherId }: { teacherId: string }) {
  const createReport = useCreateReport();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(REPORT_TEXTS.blank);
      return;
    }
    setError(null);
    try {
      await createReport.mutateAsync({ reportee_id: teacherId, message: text });
      setSent(true);
    } catch (failure) {
      setError(getErrorMessage(failure, REPORT_TEXTS.failed));
    }
  }

  if (sent) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{REPORT_TEXTS.success}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={onSubmit}
      noValidate
      aria-label="Report Teacher"
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Report details</Field.Label>
        <Textarea
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
          placeholder="Describe the problem"
          rows={5}
          maxLength={2000}
        />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={createReport.isPending}>
        Submit Report
      </Button>
    </chakra.form>
  );
}
