import { Alert, Button, chakra, Stack, Text } from '@pathshala/shared-ui';
import { Field, Textarea } from '@pathshala/shared-ui/forms';
import { StarPicker } from '@pathshala/shared-ui/ratings';
import { getErrorMessage } from '@pathshala/shared-api';
import { useGiveRating } from '@pathshala/shared-api/ratings';
import { useId, useState, type FormEvent } from 'react';
import { useAccountText, type AccountKey } from '../../account/i18n';
import { serverMessageOr, useShownText, type Shown } from '../../shown';

const SELECT_A_RATING: Shown<AccountKey> = { key: 'rate.select' };

/** The Rate Teacher tab: stars and an optional review; the form resets after a successful submit. */
export function RateTeacherForm({ teacherId }: { teacherId: string }) {
  const t = useAccountText();
  const shown = useShownText(t);
  const giveRating = useGiveRating();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<Shown<AccountKey> | null>(null);
  const [success, setSuccess] = useState(false);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(false);
    if (rating === 0) {
      setError(SELECT_A_RATING);
      return;
    }
    setError(null);
    const text = review.trim();
    try {
      await giveRating.mutateAsync({ teacherId, input: text ? { rating, review: text } : { rating } });
      setSuccess(true);
      setRating(0);
      setReview('');
    } catch (failure) {
      setError(serverMessageOr(getErrorMessage(failure, ''), 'rate.failed'));
    }
  }

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('rate.form')}
    >
      {success ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('rate.success')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="1">
        <Text fontWeight="medium" textStyle="sm">
          {t('rate.yourRating')}
        </Text>
        <StarPicker
          value={rating}
          onChange={(value) => {
            setRating(value);
            setError(null);
          }}
          label={t('rate.yourRating')}
          invalid={error === SELECT_A_RATING}
          errorId={error ? errorId : undefined}
        />
      </Stack>
      <Field.Root>
        <Field.Label>{t('rate.review')}</Field.Label>
        <Textarea
          value={review}
          onChange={(event) => setReview(event.target.value)}
          placeholder={t('rate.review.placeholder')}
          rows={4}
          maxLength={2000}
        />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" id={errorId} role="alert">
          <Alert.Indicator />
          <Alert.Title>{shown(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={giveRating.isPending}>
        {t('rate.submit')}
      </Button>
    </chakra.form>
  );
}
