import {
  Alert,
  Avatar,
  Button,
  Card,
  EmptyState,
  ErrorView,
  HStack,
  initials,
  LoadingView,
  Stack,
  Text,
} from '@pathshala/shared-ui';
import { Field, Textarea } from '@pathshala/shared-ui/forms';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { formatReviewDate, StarPicker, StarRating } from '@pathshala/shared-ui/ratings';
import { getErrorMessage } from '@pathshala/shared-api';
import type { Review } from '@pathshala/shared-api/contract';
import { useDeleteRating, useReviews, useUpdateRating } from '@pathshala/shared-api/ratings';
import { useState } from 'react';

export const REVIEW_TEXTS = {
  confirmDelete: 'Are you sure you want to delete this review?',
  selectRating: 'Please select a rating',
  loadFailed: 'Failed to load reviews.',
  updateFailed: 'Failed to update review. Please try again.',
  deleteFailed: 'Failed to delete review. Please try again.',
} as const;

function OwnReviewEditor({ review, onDone }: { review: Review; onDone: () => void }) {
  const updateRating = useUpdateRating();
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (rating === 0) {
      setError(REVIEW_TEXTS.selectRating);
      return;
    }
    try {
      await updateRating.mutateAsync({ ratingId: review._id, input: { rating, review: text.trim() } });
      onDone();
    } catch (failure) {
      setError(getErrorMessage(failure, REVIEW_TEXTS.updateFailed));
    }
  }

  return (
    <Stack gap="3">
      <StarPicker value={rating} onChange={setRating} label="Your rating" />
      <Field.Root>
        <Field.Label>Your review</Field.Label>
        <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={2000} />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2">
        <Button size="sm" colorPalette="brand" onClick={() => void save()} loading={updateRating.isPending}>
          Save
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={updateRating.isPending}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

function ReviewItem({ review, own }: { review: Review; own: boolean }) {
  const deleteRating = useDeleteRating();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    try {
      await deleteRating.mutateAsync(review._id);
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      setError(getErrorMessage(failure, REVIEW_TEXTS.deleteFailed));
    }
  }

  return (
    <Card.Root as="li" variant="outline" size="sm" listStyleType="none">
      <Card.Body gap="2">
        <HStack gap="3" align="flex-start">
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback>{initials(review.username) || 'S'}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="1" flex="1" minW="0">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">
                {review.username}
                {own ? (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    (your review)
                  </Text>
                ) : null}
              </Text>
              <Text color="fg.muted" textStyle="sm">
                {formatReviewDate(review.createdAt)}
              </Text>
            </HStack>
            {editing ? (
              <OwnReviewEditor review={review} onDone={() => setEditing(false)} />
            ) : (
              <>
                <StarRating value={review.rating} showValue={false} size="sm" />
                {review.review ? <Text whiteSpace="pre-wrap">{review.review}</Text> : null}
                {own ? (
                  <HStack gap="2" pt="1">
                    <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setConfirming(true)}
                    >
                      Delete
                    </Button>
                  </HStack>
                ) : null}
                {error ? (
                  <Text color="fg.error" role="alert">
                    {error}
                  </Text>
                ) : null}
              </>
            )}
          </Stack>
        </HStack>
      </Card.Body>
      {own ? (
        <ConfirmDialog
          open={confirming}
          title="Delete review"
          message={REVIEW_TEXTS.confirmDelete}
          confirmLabel="Delete"
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
          busy={deleteRating.isPending}
        />
      ) : null}
    </Card.Root>
  );
}

/** The View Reviews tab: the teacher's reviews, newest first, a page at a time; the viewer's own is editable. */
export function ReviewsList({ teacherId, viewerId }: { teacherId: string; viewerId: string | undefined }) {
  const reviews = useReviews(teacherId);
  if (reviews.isPending) return <LoadingView label="Loading reviews..." />;
  if (reviews.isError) {
    return (
      <ErrorView
        message={getErrorMessage(reviews.error, REVIEW_TEXTS.loadFailed)}
        action={
          <Button variant="outline" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const items = reviews.data.pages.flatMap((page) => page.reviews);
  if (items.length === 0) return <EmptyState title="No reviews yet" />;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" aria-label="Reviews">
        {items.map((review) => (
          <ReviewItem key={review._id} review={review} own={review.userId === viewerId} />
        ))}
      </Stack>
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          alignSelf="center"
          onClick={() => void reviews.fetchNextPage()}
          loading={reviews.isFetchingNextPage}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
