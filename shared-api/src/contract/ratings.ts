import { z } from 'zod';
import { envelope, pagedEnvelope } from './common';

/** Texts the ratings routes answer with (SPEC §8, DESIGN §5 Ratings). */
export const RATING_MESSAGES = {
  selectRating: 'Please select a rating',
  reviewTooLong: 'Review must be at most 2000 characters',
  teacherNotFound: 'Teacher not found',
  ratingNotFound: 'Review not found',
  notStudiedWith: 'You can only rate teachers you have studied with',
  noClassYet: 'You can rate this teacher once they have held a class in your batch',
  alreadyRated: 'You have already rated this teacher; edit your review instead',
  notYours: 'You can only edit your own review',
  notYoursToDelete: 'You can only delete your own review',
  nothingToUpdate: 'Nothing to update',
  given: 'Your rating has been submitted successfully!',
  updated: 'Review updated successfully',
  deleted: 'Review deleted successfully',
  reviews: 'Reviews fetched successfully',
  average: 'Rating fetched successfully',
} as const;

export const REVIEW_MAX_LENGTH = 2000;

const stars = z
  .number({ error: RATING_MESSAGES.selectRating })
  .int(RATING_MESSAGES.selectRating)
  .min(1, RATING_MESSAGES.selectRating)
  .max(5, RATING_MESSAGES.selectRating);
const reviewText = z
  .string({ error: 'Review must be text' })
  .max(REVIEW_MAX_LENGTH, RATING_MESSAGES.reviewTooLong);

/** POST /rating/give-rating/:teacherId. */
export const giveRatingBody = z.object({ rating: stars, review: reviewText.optional() });
export type GiveRatingBody = z.infer<typeof giveRatingBody>;

/** PUT /rating/update-rating/:ratingId: either field or both. */
export const updateRatingBody = z
  .object({ rating: stars.optional(), review: reviewText.optional() })
  .refine((body) => body.rating !== undefined || body.review !== undefined, {
    message: RATING_MESSAGES.nothingToUpdate,
  });
export type UpdateRatingBody = z.infer<typeof updateRatingBody>;

export const teacherIdParam = z.object({ teacherId: z.string().uuid('Invalid id') });
export const ratingIdParam = z.object({ ratingId: z.string().uuid('Invalid id') });

/** One student's rating and review of a teacher (SPEC §3 Rating and review). */
export const review = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  rating: z.number().int(),
  /** '' when the student wrote none. */
  review: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** A teacher's computed average (null when nobody has rated them) and how many ratings it is over. */
export const ratingSummary = z.object({
  averageRating: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewResponse = envelope(review);
export const reviewsResponse = pagedEnvelope(review);
export const ratingSummaryResponse = envelope(ratingSummary);
export const deleteRatingResponse = envelope(z.null());
