import type { CreateBatchInput, UpdateBatchInput } from '@pathshala/shared-api/batches';
import { knownFieldErrors, zodFieldErrors } from '../form/fieldErrors';
import { createBatchBody, updateBatchBody, type Batch, type Weekday } from '@pathshala/shared-api/contract';

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
    description: '',
    student_ids: [],
  };
}

const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The create body of SPEC §3; numbers converted, a batch size only for a batch. */
export function toCreateBatchInput(values: AddBatchValues): CreateBatchInput {
  return {
    ...values,
    username: values.username.trim(),
    teacher_username: values.teacher_username.trim(),
    salary: numberOrMissing(values.salary) as number,
    max_size: values.is_batch ? (numberOrMissing(values.max_size) as number) : null,
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
  'is_continuous',
  'is_batch',
];

export const editBatchValues = (batch: Batch): EditBatchValues => ({
  subject: batch.subject,
  class: batch.class,
  weekly_schedule: batch.weekly_schedule.join(', '),
  time: batch.time,
  salary: String(batch.salary),
  is_continuous: batch.is_continuous,
  is_batch: batch.is_batch,
});

export const toUpdateBatchInput = (values: EditBatchValues): UpdateBatchInput => ({
  ...values,
  salary: numberOrMissing(values.salary) as number,
});

export function validateEditBatch(values: EditBatchValues): EditBatchErrors {
  const body = toUpdateBatchInput(values);
  const errors = zodFieldErrors(updateBatchBody.safeParse(body).error?.issues ?? [], EDIT_BATCH_FIELDS);
  if (body.salary === undefined) errors.salary ??= 'Salary is required';
  return errors;
}
