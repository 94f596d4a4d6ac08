import { z } from 'zod';
import { CLASS_OPTIONS, envelope, WEEKDAYS, type Weekday } from './common';
import { POST_LIMITS } from './posts';
import { SCHEDULE_LIMITS, scheduleFields } from './schedule';
import { userRef } from './users';

/** Money is whole taka (BDT); a payment round asks for the batch salary, which must be in this range. */
export const PAYMENT_LIMITS = { amountMin: 10, amountMax: 500_000 } as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'held'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const BATCH_LIMITS = {
  title: POST_LIMITS.title,
  subtitle: POST_LIMITS.subtitle,
  subject: POST_LIMITS.subject,
  time: POST_LIMITS.time,
  description: POST_LIMITS.description,
  salaryMax: POST_LIMITS.salaryMax,
  sizeMin: POST_LIMITS.batchMin,
  sizeMax: POST_LIMITS.batchMax,
  /** Usernames in one create request (a batch never holds more students than sizeMax). */
  students: POST_LIMITS.batchMax,
  username: 30,
} as const;

export const BATCH_MESSAGES = {
  subjectRequired: 'Subject is required',
  classInvalid: 'Please choose a valid class',
  timeRequired: 'Time is required',
  salaryRequired: 'Salary is required',
  salaryInvalid: `Salary must be a whole number of taka between 0 and ${BATCH_LIMITS.salaryMax}`,
  weekdayInvalid: 'Please choose days from Sunday to Saturday',
  booleanInvalid: (field: string) => `${field} must be true or false`,
  sizeMin: `Batch size must be at least ${BATCH_LIMITS.sizeMin}`,
  sizeMax: `Batch size must be at most ${BATCH_LIMITS.sizeMax}`,
  studentsInvalid: 'Students must be a list of usernames',
  tooManyStudents: `A batch takes at most ${BATCH_LIMITS.students} students`,
  usernameInvalid: 'Username must be text',
  updateEmpty: 'Nothing to update',
  ownerRequired: 'Owner username is required',
  ownOnly: 'You can only create batches you own',
  teacherOwnOnly: 'Teachers can only create batches they teach',
  unknownOwner: (name: string) => `Unknown user: ${name}`,
  ownerIsAdmin: (name: string) => `${name} is an admin and cannot own a batch`,
  unknownTeacher: (name: string) => `Unknown teacher: ${name}`,
  notATeacher: (name: string) => `${name} is not a teacher`,
  unknownStudents: (names: readonly string[]) => `Unknown students: ${names.join(', ')}`,
  notStudents: (names: readonly string[]) => `Not students: ${names.join(', ')}`,
  overCapacity: (max: number) => `This batch takes at most ${max} students`,
  sizeBelowMembers: (count: number) =>
    `The batch already has ${count} students; its size cannot be smaller than that`,
  created: 'Batch created successfully',
  updated: 'Batch updated successfully',
  deleted: 'Batch deleted successfully',
  removed: 'Student removed from the batch',
  left: 'You left the batch',
  listed: 'Batches fetched successfully',
  paymentAsked: 'Payment requested from the students',
  notFound: 'Batch not found',
  notOwnerUpdate: 'Only the batch owner can edit it',
  notOwnerOrTeacherDelete: "Only the batch owner or the batch's teacher can delete it",
  notOwnerRemove: 'Only the batch owner can remove students',
  removeSelf: 'You cannot remove yourself from your own batch; delete the batch instead',
  notAMember: 'This user is not a student of the batch',
  youAreNotAMember: 'You are not a student of this batch',
  ownerCannotLeave: 'You own this batch and cannot leave it; delete the batch instead',
  notTeacherAsk: "Only the batch's teacher can ask for payment",
  salaryOutOfRange: `The batch salary must be between ${PAYMENT_LIMITS.amountMin} and ${PAYMENT_LIMITS.amountMax} BDT to ask for payment; edit the batch first`,
  noStudents: 'This batch has no students to ask for payment',
  roundOpen: 'A payment round is already open for this batch',
  invitationsListed: 'Invitations fetched successfully',
  invitationNotFound: 'Invitation not found',
  invitationAccepted: 'You joined the batch',
  invitationDeclined: 'Invitation declined',
  batchFull: 'This batch is full',
  salaryProposed: "Batch updated; the new salary waits for the teacher's agreement",
  salaryAgreed: 'New salary agreed',
  salaryDeclined: 'New salary declined',
  noSalaryProposal: 'There is no new salary to agree to',
  notTeacherSalary: "Only the batch's teacher can agree to a new salary",
  teacherTaken: 'This batch already has a teacher',
  invitationWithdrawn: 'Invitation withdrawn',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters long`;
const required = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max));

const CLASS_VALUES = CLASS_OPTIONS.map((option) => option.value) as [string, ...string[]];

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1).toLowerCase();

/**
 * Day names as a list or as the Edit Batch modal's comma-separated text, in any letter case;
 * de-duplicated and in Sunday-first order.
 */
const weeklySchedule = z.preprocess(
  (value) => {
    if (typeof value === 'string') value = value.split(',');
    if (!Array.isArray(value)) return value;
    return value
      .map((day) => (typeof day === 'string' ? capitalised(day.trim()) : day))
      .filter((day) => day !== '');
  },
  z
    .array(z.enum(WEEKDAYS, { error: BATCH_MESSAGES.weekdayInvalid }), {
      error: BATCH_MESSAGES.weekdayInvalid,
    })
    .transform((days): Weekday[] => WEEKDAYS.filter((day) => days.includes(day))),
);

/** A number, or the text of a whole number as a form may send it. */
const salary = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? BATCH_MESSAGES.salaryRequired : BATCH_MESSAGES.salaryInvalid,
    })
    .int(BATCH_MESSAGES.salaryInvalid)
    .min(0, BATCH_MESSAGES.salaryInvalid)
    .max(BATCH_LIMITS.salaryMax, BATCH_MESSAGES.salaryInvalid),
);

const flag = (field: string) => z.boolean({ error: BATCH_MESSAGES.booleanInvalid(field) });

const maxSize = z
  .number({ error: BATCH_MESSAGES.sizeMin })
  .int(BATCH_MESSAGES.sizeMin)
  .min(BATCH_LIMITS.sizeMin, BATCH_MESSAGES.sizeMin)
  .max(BATCH_LIMITS.sizeMax, BATCH_MESSAGES.sizeMax)
  .nullable();

/** A username field: blank (or null) means not given. */
const optionalUsername = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .string({ error: BATCH_MESSAGES.usernameInvalid })
    .trim()
    .max(100, BATCH_MESSAGES.usernameInvalid)
    .optional(),
);

/**
 * Student usernames as a list (or comma-separated text); blanks are ignored and a name given twice
 * (in any letter case) counts once.
 */
export const studentUsernames = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') value = value.split(',');
    if (!Array.isArray(value)) return value;
    const seen = new Set<string>();
    const names: unknown[] = [];
    for (const entry of value) {
      if (typeof entry !== 'string') {
        names.push(entry);
        continue;
      }
      const name = entry.trim();
      if (name === '' || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      names.push(name);
    }
    return names;
  },
  z
    .array(z.string({ error: BATCH_MESSAGES.studentsInvalid }).max(100, BATCH_MESSAGES.studentsInvalid), {
      error: BATCH_MESSAGES.studentsInvalid,
    })
    .max(BATCH_LIMITS.students, BATCH_MESSAGES.tooManyStudents),
);

const batchFields = {
  subject: required(BATCH_MESSAGES.subjectRequired, 'Subject', BATCH_LIMITS.subject),
  class: z.enum(CLASS_VALUES, { error: BATCH_MESSAGES.classInvalid }),
  weekly_schedule: weeklySchedule,
  time: required(BATCH_MESSAGES.timeRequired, 'Time', BATCH_LIMITS.time),
  salary,
  is_continuous: flag('is_continuous'),
  is_batch: flag('is_batch'),
  max_size: maxSize,
  title: optionalText('Title', BATCH_LIMITS.title),
  subtitle: optionalText('Subtitle', BATCH_LIMITS.subtitle),
  description: optionalText('Description', BATCH_LIMITS.description),
  ...scheduleFields,
};

/** Reads the class case-insensitively ('Hons' is 'hons'), as the post forms do. */
function normaliseBatchInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...input };
  if (typeof body.class === 'string') body.class = body.class.trim().toLowerCase();
  return body;
}

/**
 * POST /batch/create (SPEC §3 batch create body). `time_to_pay` is accepted and ignored: only the
 * teacher's ask for payment opens a round. `username` is the owner (admins name anyone; others may only
 * name themselves), `teacher_username` the teacher.
 */
export const createBatchBody = z.preprocess(
  normaliseBatchInput,
  z.object({
    ...batchFields,
    username: optionalUsername,
    teacher_username: optionalUsername,
    student_ids: studentUsernames,
    weekly_schedule: batchFields.weekly_schedule.default([]),
    is_continuous: batchFields.is_continuous.default(false),
    is_batch: batchFields.is_batch.default(false),
    max_size: batchFields.max_size.optional(),
    title: batchFields.title.default(''),
    subtitle: batchFields.subtitle.default(''),
    description: batchFields.description.default(''),
    duration_minutes: batchFields.duration_minutes.default(SCHEDULE_LIMITS.durationDefault),
    /** Default: the day the batch is made (Dhaka). */
    start_date: batchFields.start_date.optional(),
  }),
);
export type CreateBatchBody = z.output<typeof createBatchBody>;

/** PUT /batch/update/{id}: any of the batch's own fields, at least one. Members change by remove/leave. */
export const updateBatchBody = z.preprocess(
  normaliseBatchInput,
  z
    .object(batchFields)
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), BATCH_MESSAGES.updateEmpty),
);
export type UpdateBatchBody = z.output<typeof updateBatchBody>;

export const batch = z.object({
  _id: z.string(),
  post_id: z.string().nullable(),
  owner_id: userRef,
  teacher_id: userRef.nullable(),
  student_ids: z.array(userRef),
  subject: z.string(),
  class: z.string(),
  weekly_schedule: z.array(z.enum(WEEKDAYS)),
  time: z.string(),
  salary: z.number().int(),
  /** For the caller: a member student with an open payment round they have not paid. */
  time_to_pay: z.boolean(),
  is_continuous: z.boolean(),
  is_batch: z.boolean(),
  max_size: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  /** Only while the class link has not expired. */
  join_class_link: z.string().nullable(),
  /** Each class's length; its classes fall on `weekly_schedule` at `time` (Dhaka) from `start_date` on. */
  duration_minutes: z.number().int(),
  /** 'YYYY-MM-DD', a day in Dhaka. */
  start_date: z.string(),
  /** Whether its students may share materials too (the teacher always may): PUT /batch/{id}/materials/sharing. */
  students_share_materials: z.boolean(),
  /**
   * The caller's unread messages on the batch's board, at most UNREAD_MESSAGES_COUNTED (0 for anyone not a
   * member, an admin say).
   */
  unread_messages: z.number().int(),
  /** Named as its teacher but not yet accepted: `teacher_id` stays null until they do. */
  invited_teacher: userRef.nullable(),
  /** Named as students but not yet accepted: they are not in `student_ids` until they do. */
  invited_students: z.array(userRef),
  /** A salary the owner asked for that the teacher has not agreed to yet; `salary` holds until they do. */
  proposed_salary: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Batch = z.infer<typeof batch>;

export const INVITATION_ROLES = ['teacher', 'student'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** GET /batch/invitations: a batch the caller was named in and has not answered yet. */
export const batchInvitation = z.object({
  _id: z.string(),
  /** The part the caller is asked to take: teach the batch, or study in it. */
  role: z.enum(INVITATION_ROLES),
  invited_by: userRef,
  batch,
  createdAt: z.string(),
});
export type BatchInvitation = z.infer<typeof batchInvitation>;
export const batchInvitationListResponse = envelope(z.array(batchInvitation));
export const invitationIdParam = z.object({ invitationId: z.string().uuid('Invalid id') });

export const batchResponse = envelope(batch);
export const batchListResponse = envelope(z.array(batch));

export const batchIdParam = z.object({ batchId: z.string().uuid('Invalid id') });
export const removeBatchUserParam = z.object({
  batchId: z.string().uuid('Invalid id'),
  userId: z.string().uuid('Invalid id'),
});

export const paymentRound = z.object({
  _id: z.string(),
  batch_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('BDT'),
  /** How many students were asked. */
  students: z.number().int(),
  createdAt: z.string(),
});
export type PaymentRound = z.infer<typeof paymentRound>;
export const paymentRoundResponse = envelope(paymentRound);
