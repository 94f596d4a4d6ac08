// '@pathshala/shared-ui/ratings': stars and how ratings read: the star picker, the read-only stars, the rating
// colours and formats. A shared singleton entry of its own, loaded only by the pages that show ratings (the
// teacher dashboard, the reviews page). Presentational: props in, callbacks out; nothing here fetches.
export { StarPicker } from './ratings/StarPicker';
export type { StarPickerProps } from './ratings/StarPicker';
export { StarRating } from './ratings/StarRating';
export type { StarRatingProps } from './ratings/StarRating';
export { RATING_COLORS, formatRating, formatReviewDate } from './ratings/ratingFormat';
