import { knownFieldErrors, zodFieldErrors } from '../form/fieldErrors';
import { createPostBody, updatePostBody, type Post, type Weekday } from '@pathshala/shared-api/contract';
import {
  checkMatching,
  EMPTY_MATCHING,
  MATCHING_FIELDS,
  matchingValues,
  toMatchingInput,
  type MatchingInput,
  type MatchingValues,
} from './matchingValues';

/** What the post form holds: text as typed, days, modes and switches as chosen. */
export interface PostFormValues extends MatchingValues {
  title: string;
  subtitle: string;
  subject: string;
  class: string;
  description: string;
  weekly_schedule: Weekday[];
  time: string;
  salary: string;
  is_continuous: boolean;
  is_batch: boolean;
  max_size: string;
}

export type PostFormField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostFormField, string>>;

/** Form order: the first field with an error gets focus. */
export const POST_FORM_FIELDS: readonly PostFormField[] = [
  'title',
  'subtitle',
  'subject',
  'class',
  'description',
  ...MATCHING_FIELDS,
  'weekly_schedule',
  'time',
  'salary',
  'is_continuous',
  'is_batch',
  'max_size',
];

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  subtitle: '',
  subject: '',
  class: '',
  description: '',
  ...EMPTY_MATCHING,
  weekly_schedule: [],
  time: '',
  salary: '',
  is_continuous: false,
  is_batch: false,
  max_size: '2',
};

export function postFormValues(post: Post): PostFormValues {
  return {
    title: post.title,
    subtitle: post.subtitle,
    subject: post.subject,
    class: post.class,
    description: post.description,
    ...matchingValues(post),
    weekly_schedule: [...post.weekly_schedule],
    time: post.time,
    salary: String(post.salary),
    is_continuous: post.is_continuous,
    is_batch: post.is_batch,
    max_size: post.max_size === null ? '2' : String(post.max_size),
  };
}

/** A number field: empty is "missing", anything else is converted (SPEC §3) and judged by the contract. */
const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The teacher form's body (SPEC §3): numeric inputs converted; a batch size only for a batch; the modes as a
 * list, an empty place or medium as null. The preferred tutor's gender goes only when one is chosen (a
 * request's wish; 'Any' and a teacher's post send none).
 */
export function toPostInput(values: PostFormValues) {
  const { preferred_tutor_gender: _wish, ...fields } = values;
  const { preferred_tutor_gender, ...matching } = toMatchingInput(values);
  return {
    ...fields,
    ...matching,
    ...(preferred_tutor_gender && { preferred_tutor_gender }),
    salary: numberOrMissing(values.salary),
    max_size: values.is_batch ? numberOrMissing(values.max_size) : null,
  };
}

/** The first message per field: the contract's schema first, then its matching rules. */
const merged = (...all: PostFormErrors[]): PostFormErrors => {
  const errors: PostFormErrors = {};
  for (const some of all)
    for (const [field, message] of Object.entries(some) as [PostFormField, string][])
      errors[field] ??= message;
  return errors;
};

/**
 * SPEC §5 Create post and create request: the contract's rules and messages, checked before sending, the
 * matching rules (`checkMatchingFields`, `checkLocation`) with them: the server says the same words.
 */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  return merged(
    zodFieldErrors(createPostBody.safeParse(toPostInput(values)).error?.issues ?? [], POST_FORM_FIELDS),
    checkMatching(values, values.class),
  );
}

/** The fields the Edit Tuition Post modal shows (SPEC §2), then where and how. */
export const EDIT_FIELDS = [
  'title',
  'subtitle',
  'subject',
  'class',
  'description',
  ...MATCHING_FIELDS,
] as const;
export type EditPostValues = Pick<PostFormValues, (typeof EDIT_FIELDS)[number]>;

/**
 * What an edit sends: the title, subtitle, subject and description; the class when it changed; and each matching
 * field that changed (the place as a whole).
 */
export type PostEdit = Pick<PostFormValues, 'title' | 'subtitle' | 'subject' | 'description'> &
  Partial<Pick<PostFormValues, 'class'>> &
  Partial<MatchingInput>;

export function editPostValues(post: Post): EditPostValues {
  return {
    title: post.title,
    subtitle: post.subtitle,
    subject: post.subject,
    class: post.class,
    description: post.description,
    ...matchingValues(post),
  };
}

/** The matching fields an edit changed, as the API takes them; the place goes whole when any part changed. */
function matchingChanges(post: Post, values: EditPostValues): Partial<MatchingInput> {
  const input = toMatchingInput(values);
  const before = toMatchingInput(matchingValues(post));
  const changes: Partial<MatchingInput> = {};
  if (input.modes.join() !== before.modes.join()) changes.modes = input.modes;
  if (input.division !== before.division || input.district !== before.district || input.area !== before.area)
    Object.assign(changes, { division: input.division, district: input.district, area: input.area });
  if (input.medium !== before.medium) changes.medium = input.medium;
  if (input.preferred_tutor_gender !== before.preferred_tutor_gender)
    changes.preferred_tutor_gender = input.preferred_tutor_gender;
  return changes;
}

/**
 * The edit's body. The class goes only when it changed: the server holds a post to the matching rules once an
 * edit touches its class or where and how, and a post made before those fields existed can then still be
 * edited in its texts alone.
 */
export function toPostEdit(post: Post, values: EditPostValues): PostEdit {
  const { title, subtitle, subject, description } = values;
  return {
    title,
    subtitle,
    subject,
    ...(values.class !== post.class && { class: values.class }),
    description,
    ...matchingChanges(post, values),
  };
}

/**
 * The edit's own check: the contract's rules for the fields sent, and, once the edit changes the class, where or
 * how, or the medium, the matching rules against the post the edit makes (the server judges the same way). So a
 * post made before modes existed keeps its empty fields through an edit of its texts.
 */
export function validatePostEdit(post: Post, values: EditPostValues): PostFormErrors {
  const edit = toPostEdit(post, values);
  const schema = zodFieldErrors(updatePostBody.safeParse(edit).error?.issues ?? [], POST_FORM_FIELDS);
  const { preferred_tutor_gender: _wish, ...touched } = matchingChanges(post, values);
  const untouched = edit.class === undefined && Object.keys(touched).length === 0;
  return untouched ? schema : merged(schema, checkMatching(values, values.class));
}

const RENAMED: Record<string, string> = {
  days: 'weekly_schedule',
  price: 'salary',
  maxBatchSize: 'max_size',
};

/** Only the server's errors for fields a form shows (the request's names read as the form's). */
export function knownPostErrors(
  serverErrors: Record<string, string>,
  fields: readonly string[] = POST_FORM_FIELDS,
): PostFormErrors {
  return knownFieldErrors(serverErrors, fields, (field) => RENAMED[field] ?? field);
}
