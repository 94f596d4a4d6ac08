// '@pathshala/shared-ui/posts': the building blocks of the screens that show tuition posts and requests, for
// the student, teacher and admin remotes alike (each remote holds its own pages): the post card, the post
// form's sections and values, where and how (teaching mode, place, medium, gender: also for the profile page),
// the Edit Tuition Post dialog, and the search screen's body (filters, keyword, sort, count) and pager, with
// the search kept in the URL. A shared singleton entry of its own, loaded only by
// the pages that show posts. Presentational: props in, callbacks out; nothing here fetches.
export { PostCard } from './posts/PostCard';
export type { PostCardProps } from './posts/PostCard';

// A long form on a card in titled sections, as the post forms are.
export { CheckboxField } from './form/CheckboxField';
export type { CheckboxFieldProps } from './form/CheckboxField';
export { FormSection } from './form/FormSection';
export { FormCard } from './form/FormCard';
export type { FormCardProps } from './form/FormCard';

export { ClassSelect } from './posts/ClassSelect';
export { WeekdayChips } from './posts/WeekdayChips';
export { SubjectClassFields, TimeSalaryFields } from './posts/tuitionFields';
export type { FieldsProps, TextInput } from './posts/tuitionFields';
export {
  BatchFields,
  ContinuousField,
  PostDetailsSections,
  PostScheduleSection,
} from './posts/postFormSections';
export type { PostDetailsSectionsProps, PostFormState } from './posts/postFormSections';
export {
  EMPTY_POST_FORM,
  POST_FORM_FIELDS,
  knownPostErrors,
  postFormValues,
  toPostEdit,
  toPostInput,
  validatePostForm,
} from './posts/postFormValues';
export type {
  EditPostValues,
  PostEdit,
  PostFormErrors,
  PostFormField,
  PostFormValues,
} from './posts/postFormValues';

// Where and how (DESIGN §6.14): teaching mode, place, medium, gender. For the post forms, the search sidebar
// and the profile page alike; the places' dataset loads with this entry.
export { LocationFields } from './posts/LocationFields';
export type { LocationFieldsProps } from './posts/LocationFields';
export { ModeChips } from './posts/ModeChips';
export type { ModeChipsProps } from './posts/ModeChips';
export { MediumSelect } from './posts/MediumSelect';
export type { MediumSelectProps } from './posts/MediumSelect';
export { GenderSelect } from './posts/GenderSelect';
export type { GenderSelectProps } from './posts/GenderSelect';
export { MatchingFields, PostMatchingSection } from './posts/MatchingFields';
export type { MatchingFieldsProps } from './posts/MatchingFields';
export {
  checkMatching,
  EMPTY_LOCATION,
  EMPTY_MATCHING,
  locationValue,
  MATCHING_FIELDS,
  matchingValues,
  setEachOf,
  toLocation,
  toMatchingInput,
} from './posts/matchingValues';
export type {
  LocationValue,
  MatchingErrors,
  MatchingField,
  MatchingInput,
  MatchingValues,
} from './posts/matchingValues';
export { useMatchingText } from './posts/matchingText';
export { usePlaceName } from './posts/places';
export { REDIRECT_AFTER_MS, usePostForm } from './posts/usePostForm';
export type { PostFormOptions } from './posts/usePostForm';
export { EditPostDialog } from './posts/EditPostDialog';
export type { EditPostDialogProps } from './posts/EditPostDialog';
export { POST_EDIT_TEXTS, usePostEditors } from './posts/usePostEditors';
export type { PostEditorsOptions } from './posts/usePostEditors';

export { SearchLayout } from './posts/SearchLayout';
export type { SearchLayoutProps } from './posts/SearchLayout';
export { Pager } from './posts/Pager';
export { SearchResults } from './posts/SearchResults';
export type { SearchResultsProps } from './posts/SearchResults';
export type { PagerProps } from './posts/Pager';
export { useSearchState } from './posts/useSearchState';
export { apiParams, pageCount, type SearchState } from './posts/searchParams';
// The search screens' icon, here rather than in the core entry: only they show it.
export { FiSearch } from 'react-icons/fi';
