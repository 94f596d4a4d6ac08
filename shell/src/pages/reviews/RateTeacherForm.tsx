import { Alert, Button, chakra, Stack, Text } from '@pathshala/shared-ui';
import { Field, Textarea } from '@pathshala/shared-ui/forms';
import { StarPicker } from '@pathshala/shared-ui/ratings';
import { getErrorMessage } from '@pathshala/shared-api';
import { useGiveRating } from '@pathshala/shared-api/ratings';
import { useId, useState, type FormEvent } from 'react';

export const RATE_MESSAGES = {
  select: 'Please select a rating',
  success: 'Your rating has been submitted successfully!',
  failed: 'Failed to submit rating',
} as const;

/** The Rate Teacher tab: stars and an optional review; the form resets after a successful submit. */
export function RateTeacherForm({ teacherId }: { teacherId: string }) {
  const giveRating = useGiveRating();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(false);
    if (rating === 0) {
      setError(RATE_MESSAGES.select);
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
      setError(getErrorMessage(failure, RATE_MESSAGES.failed));
    }
  }

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={onSubmit}
      noValidate
      aria-label="Rate Teacher"
    >
      {success ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{RATE_MESSAGES.success}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="1">
        <Text fontWeight="medium" textStyle="sm">
          Your rating
        </Text>
        <StarPicker
          value={rating}
          onChange={(value) => {
            setRating(value);
            setError(null);
          }}
          label="Your rating"
          invalid={error === RATE_MESSAGES.select}
          errorId={error ? errorId : undefined}
        />
      </Stack>
      <Field.Root>
        <Field.Label>Review (optional)</Field.Label>
        <Textarea
          value={review}
          onChange={(event) => setReview(event.target.value)}
          placeholder="Share your experience with this teacher"
          rows={4}
          maxLength={2000}
        />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" id={errorId} role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={giveRating.isPending}>
        Submit Rating
      </Button>
    </chakra.form>
  );
}
