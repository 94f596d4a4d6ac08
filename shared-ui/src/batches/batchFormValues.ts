import type { CreateBatchInput, UpdateBatchInput } from '@pathshala/shared-api/batches';
import { knownFieldErrors, zodFieldErrors } from '../form/fieldErrors';
import {
  createBatchBody,
  SCHEDULE_LIMITS,
  updateBatchBody,
  type Batch,
  type Weekday,
} from '@pathshala/shared-api/contract';
import { dhakaDay } from '../i18n/dhaka-calendar';

/** SPEC §5 / §9: the teacher and student batch forms start at 13:00. */
export const DEFAULT_BATCH_TIME = '13:00';
/** SPEC §5 / §9: the admin's batch form starts at 10:00 AM. */
export const ADMIN_BATCH_TIME = '10:00';

/** What the Add New Batch form holds: text as typed, days and switches as chosen. */
export interface AddBatchValues {
  username: string;
  teacher_username: string;
  title: string;
  subtitle: string;
  subject: string;
  class: string;
  weekly_schedule: Weekday[];
  time: string;
  salary: string;
  is_continuous: boolean;
  is_batch: boolean;
  max_size: string;
  /** Each class's length in minutes, as typed. */
  duration_minutes: string;
  /** 'YYYY-MM-DD' (Dhaka), as the date input holds it. */
  start_date: string;
  description: string;
  student_ids: string[];
}

export type AddBatchField = keyof AddBatchValues;
export type AddBatchErrors = Partial<Record<AddBatchField, string>>;

/** Form order: the first field with an error gets focus. */
export const ADD_BATCH_FIELDS: readonly AddBatchField[] = [
  'username',
  'teacher_username',
  'title',
  'subtitle',
  'subject',
  'class',
  'weekly_schedule',
  'time',
  'salary',
  'is_continuous',
  'is_batch',
  'max_size',
  'duration_minutes',
  'start_date',
  'description',
  'student_ids',
];

export const BATCH_FORM_MESSAGES = {
  ownerRequired: 'Owner username is required',
  teacherRequired: 'Teacher username is required',
} as const;

export function emptyAddBatch(owner: string, teacher: string, time = DEFAULT_BATCH_TIME): AddBatchValues {
  return {
    username: owner,
    teacher_username: teacher,
    title: '',
    subtitle: '',
    subject: '',
    class: '',
    weekly_schedule: [],
    time,
    salary: '',
    is_continuous: false,
    is_batch: false,
    max_size: '2',
    duration_minutes: String(SCHEDULE_LIMITS.durationDefault),
    start_date: dhakaDay(),
    description: '',
    student_ids: [],
  };
}

const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A start date as the API takes it: the day typed, or none (the server's default, today). */
const dayOrMissing = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The create body of SPEC §3; numbers converted, a batch size only for a batch. A class length or start date
 * left blank is not sent (the server's defaults: 60 minutes, today).
 */
export function toCreateBatchInput(values: AddBatchValues): CreateBatchInput {
  return {
    ...values,
    username: values.username.trim(),
    teacher_username: values.teacher_username.trim(),
    salary: numberOrMissing(values.salary) as number,
    max_size: values.is_batch ? (numberOrMissing(values.max_size) as number) : null,
    duration_minutes: numberOrMissing(values.duration_minutes),
    start_date: dayOrMissing(values.start_date),
    time_to_pay: false,
  };
}

/** SPEC §5: owner and teacher usernames, subject, class, time required; salary ≥ 0; the contract's rules. */
export function validateAddBatch(values: AddBatchValues): AddBatchErrors {
  const errors = zodFieldErrors(
    createBatchBody.safeParse(toCreateBatchInput(values)).error?.issues ?? [],
    ADD_BATCH_FIELDS,
  );
  if (!values.username.trim()) errors.username = BATCH_FORM_MESSAGES.ownerRequired;
  if (!values.teacher_username.trim()) errors.teacher_username = BATCH_FORM_MESSAGES.teacherRequired;
  return errors;
}

/** The server's field errors for fields the form shows (e.g. 'Unknown students: x' on student_ids). */
export function knownBatchErrors<F extends string>(
  serverErrors: Record<string, string>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  return knownFieldErrors(serverErrors, fields, (field) => field.split('.')[0] ?? field);
}

/** The Edit Batch modal (SPEC §2): weekly schedule as comma-separated text. */
export interface EditBatchValues {
  subject: string;
  class: string;
  weekly_schedule: string;
  time: string;
  salary: string;
  duration_minutes: string;
  start_date: string;
  is_continuous: boolean;
  is_batch: boolean;
}
export type EditBatchField = keyof EditBatchValues;
export type EditBatchErrors = Partial<Record<EditBatchField, string>>;
export const EDIT_BATCH_FIELDS: readonly EditBatchField[] = [
  'subject',
  'class',
  'weekly_schedule',
  'time',
  'salary',
  'duration_minutes',
  'start_date',
  'is_continuous',
  'is_batch',
];

export const editBatchValues = (batch: Batch): EditBatchValues => ({
  subject: batch.subject,
  class: batch.class,
  weekly_schedule: batch.weekly_schedule.join(', '),
  time: batch.time,
  salary: String(batch.salary),
  duration_minutes: String(batch.duration_minutes),
  start_date: batch.start_date,
  is_continuous: batch.is_continuous,
  is_batch: batch.is_batch,
});

/**
 * The update body: the Edit Batch modal's fields as SPEC §2 sends them, and the class length and start date
 * when they differ from `batch`'s (a start date is checked against today only when it changes; a blank one
 * is left as it was).
 */
export function toUpdateBatchInput(
  values: EditBatchValues,
  batch?: Pick<Batch, 'duration_minutes' | 'start_date'>,
): UpdateBatchInput {
  const { duration_minutes, start_date, ...fields } = values;
  const input: UpdateBatchInput = { ...fields, salary: numberOrMissing(values.salary) as number };
  const duration = numberOrMissing(duration_minutes);
  if (duration !== undefined && duration !== batch?.duration_minutes) input.duration_minutes = duration;
  const day = dayOrMissing(start_date);
  if (day !== undefined && day !== batch?.start_date) input.start_date = day;
  return input;
}

export function validateEditBatch(values: EditBatchValues): EditBatchErrors {
  const body = toUpdateBatchInput(values);
  const errors = zodFieldErrors(updateBatchBody.safeParse(body).error?.issues ?? [], EDIT_BATCH_FIELDS);
  if (body.salary === undefined) errors.salary ??= 'Salary is required';
  return errors;
}
