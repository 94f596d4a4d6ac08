import { Alert, Button, chakra } from '@pathshala/shared-ui';
import { Field, Textarea } from '@pathshala/shared-ui/forms';
import { getErrorMessage } from '@pathshala/shared-api';
import { useCreateReport } from '@pathshala/shared-api/ratings';
import { useState, type FormEvent } from 'react';
import { useAccountText, type AccountKey } from '../../account/i18n';
import { serverMessageOr, useShownText, type Shown } from '../../shown';

/** The Report Teacher tab: a message to the admins; after a successful submit only the note shows. */
export function ReportTeacherForm({ teacherId }: { teacherId: string }) {
  const t = useAccountText();
  const shown = useShownText(t);
  const createReport = useCreateReport();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<Shown<AccountKey> | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError({ key: 'report.blank' });
      return;
    }
    setError(null);
    try {
      await createReport.mutateAsync({ reportee_id: teacherId, message: text });
      setSent(true);
    } catch (failure) {
      setError(serverMessageOr(getErrorMessage(failure, ''), 'report.failed'));
    }
  }

  if (sent) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('report.success')}</Alert.Title>
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
      aria-label={t('report.form')}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t('report.details')}</Field.Label>
        <Textarea
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
          placeholder={t('report.details.placeholder')}
          rows={5}
          maxLength={2000}
        />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{shown(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={createReport.isPending}>
        {t('report.submit')}
      </Button>
    </chakra.form>
  );
}
