// '@pathshala/shared-ui/ratings': stars and reviews. The star picker and the read-only star display, and the
// teacher's reports-and-reviews page (/teacher/profile/:teacherId, a shell page). A shared singleton entry of
// its own, loaded only by the pages that show ratings.
export { StarPicker } from './ratings/StarPicker';
export type { StarPickerProps } from './ratings/StarPicker';
export { StarRating } from './ratings/StarRating';
export type { StarRatingProps } from './ratings/StarRating';
export { RATING_COLORS, formatRating } from './ratings/ratingColors';
export { TeacherReviewsPage, ONLY_STUDENTS_RATE } from './ratings/TeacherReviewsPage';
export { RATE_MESSAGES } from './ratings/RateTeacherForm';
export { REPORT_TEXTS } from './ratings/ReportTeacherForm';
export { REVIEW_TEXTS, formatReviewDate } from './ratings/ReviewsList';
