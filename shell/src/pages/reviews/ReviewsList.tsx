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
  useFormat,
} from '@pathshala/shared-ui';
import { Field, Textarea } from '@pathshala/shared-ui/forms';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { StarPicker, StarRating } from '@pathshala/shared-ui/ratings';
import { getErrorMessage } from '@pathshala/shared-api';
import type { Review } from '@pathshala/shared-api/contract';
import { useDeleteRating, useReviews, useUpdateRating } from '@pathshala/shared-api/ratings';
import { useState } from 'react';
import { useAccountText, type AccountKey } from '../../account/i18n';
import { serverMessageOr, useShownText, type Shown } from '../../shown';

function OwnReviewEditor({ review, onDone }: { review: Review; onDone: () => void }) {
  const t = useAccountText();
  const shown = useShownText(t);
  const updateRating = useUpdateRating();
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review);
  const [error, setError] = useState<Shown<AccountKey> | null>(null);

  async function save() {
    if (rating === 0) {
      setError({ key: 'reviewList.selectRating' });
      return;
    }
    try {
      await updateRating.mutateAsync({ ratingId: review._id, input: { rating, review: text.trim() } });
      onDone();
    } catch (failure) {
      setError(serverMessageOr(getErrorMessage(failure, ''), 'reviewList.updateFailed'));
    }
  }

  return (
    <Stack gap="3">
      <StarPicker value={rating} onChange={setRating} label={t('reviewList.yourRating')} />
      <Field.Root>
        <Field.Label>{t('reviewList.yourReview')}</Field.Label>
        <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={2000} />
      </Field.Root>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{shown(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap="2">
        <Button size="sm" colorPalette="brand" onClick={() => void save()} loading={updateRating.isPending}>
          {t('reviewList.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={updateRating.isPending}>
          {t('reviewList.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}

function ReviewItem({ review, own }: { review: Review; own: boolean }) {
  const t = useAccountText();
  const f = useFormat();
  const shown = useShownText(t);
  const deleteRating = useDeleteRating();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<Shown<AccountKey> | null>(null);

  async function remove() {
    try {
      await deleteRating.mutateAsync(review._id);
      setConfirming(false);
    } catch (failure) {
      setConfirming(false);
      setError(serverMessageOr(getErrorMessage(failure, ''), 'reviewList.deleteFailed'));
    }
  }

  return (
    <Card.Root as="li" variant="outline" size="sm" listStyleType="none">
      <Card.Body gap="2">
        <HStack gap="3" align="flex-start">
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback>{initials(review.username) || t('reviewList.initialFallback')}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="1" flex="1" minW="0">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">
                {review.username}
                {own ? (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    {t('reviewList.yours')}
                  </Text>
                ) : null}
              </Text>
              <Text color="fg.muted" textStyle="sm">
                {f.date(review.createdAt)}
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
                      {t('reviewList.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setConfirming(true)}
                    >
                      {t('reviewList.delete')}
                    </Button>
                  </HStack>
                ) : null}
                {error ? (
                  <Text color="fg.error" role="alert">
                    {shown(error)}
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
          title={t('reviewList.confirm.title')}
          message={t('reviewList.confirm.message')}
          confirmLabel={t('reviewList.confirm.action')}
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
  const t = useAccountText();
  const shown = useShownText(t);
  const reviews = useReviews(teacherId);
  if (reviews.isPending) return <LoadingView label={t('reviewList.loading')} />;
  if (reviews.isError) {
    return (
      <ErrorView
        message={shown(serverMessageOr(getErrorMessage(reviews.error, ''), 'reviewList.loadFailed'))}
        action={
          <Button variant="outline" onClick={() => void reviews.refetch()}>
            {t('reviewList.tryAgain')}
          </Button>
        }
      />
    );
  }
  const items = reviews.data.pages.flatMap((page) => page.reviews);
  if (items.length === 0) return <EmptyState title={t('reviewList.empty')} />;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" aria-label={t('reviewList.list')}>
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
          {t('reviewList.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
