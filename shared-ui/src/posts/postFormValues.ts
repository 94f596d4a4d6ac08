import { knownFieldErrors, zodFieldErrors } from '../form/fieldErrors';
import { createPostBody, updatePostBody, type Post, type Weekday } from '@pathshala/shared-api/contract';

/** What the post form holds: text as typed, days and switches as chosen. */
export interface PostFormValues {
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

/** The teacher form's body (SPEC §3): numeric inputs converted; a batch size only for a batch. */
export function toPostInput(values: PostFormValues) {
  return {
    ...values,
    salary: numberOrMissing(values.salary),
    max_size: values.is_batch ? numberOrMissing(values.max_size) : null,
  };
}

/** SPEC §5 Create post and create request: the contract's rules and messages, checked before sending. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  return zodFieldErrors(createPostBody.safeParse(toPostInput(values)).error?.issues ?? [], POST_FORM_FIELDS);
}

/** The fields the Edit Tuition Post modal shows (SPEC §2). */
export const EDIT_FIELDS = ['title', 'subtitle', 'subject', 'class', 'description'] as const;
export type EditPostValues = Pick<PostFormValues, (typeof EDIT_FIELDS)[number]>;

export function validatePostEdit(values: EditPostValues): PostFormErrors {
  return zodFieldErrors(updatePostBody.safeParse(values).error?.issues ?? [], POST_FORM_FIELDS);
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
