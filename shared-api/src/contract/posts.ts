import { z } from 'zod';
import { CLASS_OPTIONS, envelope, pagedEnvelope, WEEKDAYS, type Weekday } from './common';
import {
  checkMatchingFields,
  genderField,
  GENDERS,
  locationFields,
  mediumField,
  MEDIUMS,
  modesField,
  searchModes,
  TEACHING_MODES,
  MATCHING_MESSAGES,
} from './matching';
import { userRef } from './users';

/** A teacher's post is an offer, a student's post is a request (DESIGN §5 Posts). */
export const POST_OWNER_ROLES = ['student', 'teacher'] as const;
export type PostOwnerRole = (typeof POST_OWNER_ROLES)[number];
export const POST_STATUSES = ['open', 'closed', 'removed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_LIMITS = {
  title: 120,
  subtitle: 160,
  subject: 80,
  time: 40,
  description: 5000,
  salaryMax: 500_000,
  batchMin: 2,
  batchMax: 100,
} as const;

export const POST_MESSAGES = {
  subjectRequired: 'Subject is required',
  classInvalid: 'Please choose a valid class',
  titleRequired: 'Title is required',
  subtitleRequired: 'Subtitle is required',
  descriptionRequired: 'Description is required',
  timeRequired: 'Time is required',
  salaryRequired: 'Salary is required',
  salaryInvalid: `Salary must be a whole number of taka between 0 and ${POST_LIMITS.salaryMax}`,
  weekdayInvalid: 'Please choose days from Sunday to Saturday',
  batchSizeMin: `Batch size must be at least ${POST_LIMITS.batchMin}`,
  batchSizeMax: `Batch size must be at most ${POST_LIMITS.batchMax}`,
  continuousInvalid: 'is_continuous must be true or false',
  isBatchInvalid: 'is_batch must be true or false',
  updateEmpty: 'Nothing to update',
  notFound: 'Post not found',
  notOwner: 'You can only edit your own posts',
  notOwnerDelete: 'You can only delete your own posts',
  notYourRole: 'You can only act as your own role',
  teacherOnStudentRequestsOnly: 'Teachers can show interest in student requests only',
  ownPost: 'You cannot join your own post',
  notOpen: 'This post is no longer open',
  alreadyInterested: 'You are already interested in this post',
  batchFull: 'This batch is full',
  notInterested: 'You are not interested in this post',
  roleInvalid: 'Role must be student or teacher',
  acceptOwnPostOnly: 'You can only accept teachers on your own post',
  teacherNotInterested: 'This teacher is not interested in this post',
  startBatchOwnPostOnly: 'You can only start a batch from your own post',
  noStudentsJoined: 'No students have joined this post yet',
  capacityNotAboveJoined:
    'The post must have room for more students than have already joined. To teach just them, start the batch.',
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters long`;
const text = (required: string, label: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong(label, max));

const CLASS_VALUES = CLASS_OPTIONS.map((option) => option.value) as [string, ...string[]];

/** De-duplicated and in Sunday-first order, however the client sent them. */
const weeklySchedule = z
  .array(z.enum(WEEKDAYS, { error: POST_MESSAGES.weekdayInvalid }), { error: POST_MESSAGES.weekdayInvalid })
  .transform((days): Weekday[] => WEEKDAYS.filter((day) => days.includes(day)));

const salary = z
  .number({
    error: (issue) =>
      issue.input === undefined ? POST_MESSAGES.salaryRequired : POST_MESSAGES.salaryInvalid,
  })
  .int(POST_MESSAGES.salaryInvalid)
  .min(0, POST_MESSAGES.salaryInvalid)
  .max(POST_LIMITS.salaryMax, POST_MESSAGES.salaryInvalid);

const maxSize = z
  .number({ error: POST_MESSAGES.batchSizeMin })
  .int(POST_MESSAGES.batchSizeMin)
  .min(POST_LIMITS.batchMin, POST_MESSAGES.batchSizeMin)
  .max(POST_LIMITS.batchMax, POST_MESSAGES.batchSizeMax)
  .nullable();

/** The post's own fields with their rules; the admin's add-post body builds on them. */
export const postFields = {
  subject: text(POST_MESSAGES.subjectRequired, 'Subject', POST_LIMITS.subject),
  class: z.enum(CLASS_VALUES, { error: POST_MESSAGES.classInvalid }),
  title: text(POST_MESSAGES.titleRequired, 'Title', POST_LIMITS.title),
  subtitle: text(POST_MESSAGES.subtitleRequired, 'Subtitle', POST_LIMITS.subtitle),
  description: text(POST_MESSAGES.descriptionRequired, 'Description', POST_LIMITS.description),
  weekly_schedule: weeklySchedule,
  time: text(POST_MESSAGES.timeRequired, 'Time', POST_LIMITS.time),
  salary,
  is_continuous: z.boolean({ error: POST_MESSAGES.continuousInvalid }),
  is_batch: z.boolean({ error: POST_MESSAGES.isBatchInvalid }),
  max_size: maxSize,
  ...locationFields,
  modes: modesField,
  medium: mediumField,
  /** A request's wish for a male or female tutor (null: either); a teacher's offer has none. */
  preferred_tutor_gender: genderField,
};

/** The student request form's names (SPEC §3) and the names we store them under (DESIGN §5 Posts). */
const ALIASES = { days: 'weekly_schedule', price: 'salary', maxBatchSize: 'max_size' } as const;

/**
 * Accepts the teacher form or the student request body: renames the request's fields, and reads the
 * class case-insensitively ('Hons' is 'hons'). A canonical field wins over its alias when both are sent.
 */
export function normalisePostInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...input };
  for (const [alias, field] of Object.entries(ALIASES)) {
    if (alias in body) {
      if (body[field] === undefined) body[field] = body[alias];
      delete body[alias];
    }
  }
  if (typeof body.class === 'string') body.class = body.class.trim().toLowerCase();
  return body;
}

export const requireBatchSize = (
  body: { is_batch?: boolean; max_size?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (body.is_batch === true && (body.max_size === undefined || body.max_size === null))
    ctx.addIssue({ code: 'custom', path: ['max_size'], message: POST_MESSAGES.batchSizeMin });
};

/** The matching rules (matching.ts) as zod issues. */
export const requireMatchingFields = (
  body: Parameters<typeof checkMatchingFields>[0],
  ctx: z.RefinementCtx,
) => checkMatchingFields(body, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));

export const createPostBody = z.preprocess(
  normalisePostInput,
  z
    .object({
      ...postFields,
      weekly_schedule: postFields.weekly_schedule.default([]),
      is_continuous: postFields.is_continuous.default(false),
      is_batch: postFields.is_batch.default(false),
      max_size: postFields.max_size.optional(),
      division: postFields.division.default(null),
      district: postFields.district.default(null),
      area: postFields.area.default(null),
      medium: postFields.medium.default(null),
      preferred_tutor_gender: postFields.preferred_tutor_gender.default(null),
    })
    .superRefine(requireBatchSize)
    .superRefine(requireMatchingFields),
);
export type CreatePostBody = z.output<typeof createPostBody>;

/**
 * Any of the create fields (either naming); at least one. Whether a batch has its size, and the matching
 * rules, are checked against the post the edit makes, since any field may be sent alone.
 */
export const updatePostBody = z.preprocess(
  normalisePostInput,
  z
    .object(postFields)
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), POST_MESSAGES.updateEmpty),
);
export type UpdatePostBody = z.output<typeof updatePostBody>;

export const post = z.object({
  _id: z.string(),
  owner_id: userRef,
  owner_role: z.enum(POST_OWNER_ROLES),
  title: z.string(),
  subtitle: z.string(),
  subject: z.string(),
  class: z.string(),
  time: z.string(),
  salary: z.number().int(),
  weekly_schedule: z.array(z.enum(WEEKDAYS)),
  description: z.string(),
  is_continuous: z.boolean(),
  is_batch: z.boolean(),
  max_size: z.number().int().nullable(),
  /** Dataset ids (`@pathshala/shared-api/contract/places`); null on an online-only post and on older posts. */
  division: z.string().nullable(),
  district: z.string().nullable(),
  area: z.string().nullable(),
  /** Empty only on posts made before modes existed. */
  modes: z.array(z.enum(TEACHING_MODES)),
  medium: z.enum(MEDIUMS).nullable(),
  preferred_tutor_gender: z.enum(GENDERS).nullable(),
  interested_students: z.array(userRef),
  interested_teachers: z.array(userRef),
  status: z.enum(POST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof post>;

export const postResponse = envelope(post);

/** POST /post/{role}/apply/{postId} and DELETE /post/{role}/retract/{postId}: `role` is the caller's. */
export const postRoleParam = z.object({
  role: z.enum(POST_OWNER_ROLES, { error: POST_MESSAGES.roleInvalid }),
  postId: z.string().uuid('Invalid id'),
});
export type PostRoleParam = z.infer<typeof postRoleParam>;
export const postListResponse = envelope(z.array(post));

/** GET /post/teacher/search and /post/student/search (DESIGN §5 Posts). */
export const POST_SEARCH_SORTS = [
  'newest',
  'salary_asc',
  'salary_desc',
  'relevance',
  'rating',
  'nearest',
] as const;
export type PostSearchSort = (typeof POST_SEARCH_SORTS)[number];

/**
 * `totalCap`: a search counts its matches up to this many (an exact count of a broad search reads every open
 * post). `meta.total` is exact below the cap and equals it when there are more; a client shows "1,000+" and
 * pages through the first 1,000 matches. A search the server expects to match several times the cap is not
 * counted at all: its total is the cap until a page comes out short of full, which gives the exact total.
 */
export const POST_SEARCH_LIMITS = {
  text: 200,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  totalCap: 1000,
} as const;

export const POST_SEARCH_MESSAGES = {
  textTooLong: (label: string) => tooLong(label, POST_SEARCH_LIMITS.text),
  salaryInvalid: 'Salary must be a whole number of taka',
  batchSizeInvalid: 'Batch size must be a whole number',
  booleanInvalid: (field: string) => `${field} must be true or false`,
  sortInvalid: `Sort must be one of ${POST_SEARCH_SORTS.join(', ')}`,
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: `Limit must be a whole number from 1 to ${POST_SEARCH_LIMITS.pageSizeMax}`,
} as const;

/** Empty filters mean "any": the search screen sends every field, filled in or not. */
function dropEmptyFilters(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
}

const searchText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(POST_SEARCH_LIMITS.text, POST_SEARCH_MESSAGES.textTooLong(label))
    .optional();

const wholeNumber = (message: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/**
 * salary and max_size are stored as PostgreSQL integers: a filter past the largest one is clamped to it,
 * which matches the same posts (no stored value is larger) and keeps the query within the column's type.
 */
const STORED_INTEGER_MAX = 2_147_483_647;
const storedInteger = (value: number) => Math.min(value, STORED_INTEGER_MAX);

const searchBoolean = (field: string) =>
  z
    .enum(['true', 'false', 'null'], { error: POST_SEARCH_MESSAGES.booleanInvalid(field) })
    .transform((value) => (value === 'null' ? undefined : value === 'true'))
    .optional();

/** 'any' (or an empty value) is no class filter; otherwise one of the class list, case-insensitively. */
const searchClass = z
  .string({ error: POST_MESSAGES.classInvalid })
  .trim()
  .toLowerCase()
  .refine((value) => value === 'any' || CLASS_VALUES.includes(value), POST_MESSAGES.classInvalid)
  .transform((value) => (value === 'any' ? undefined : value))
  .optional();

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1).toLowerCase();

/** `weekly_schedule=Sunday,Monday` or the parameter repeated; day names in any letter case. */
const searchDays = z
  .union([z.string(), z.array(z.string())], { error: POST_MESSAGES.weekdayInvalid })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((day) => capitalised(day.trim()))
      .filter((day) => day !== ''),
  )
  .pipe(weeklySchedule)
  .optional();

/**
 * Every filter is optional and unknown parameters are ignored. `sort=rating` orders by the teacher's
 * rating once ratings exist; until then it is the same as `newest`. `sort=nearest` puts posts in the
 * searcher's own area first, then their district, then their division (their profile's location), newest
 * first within each; without a location on the profile it is `newest`. `mode` matches posts offering any of
 * the modes; `tutor_gender` (students' search) the teacher's gender.
 */
export const postSearchQuery = z.preprocess(
  dropEmptyFilters,
  z
    .object({
      subject: searchText('Subject'),
      title: searchText('Title'),
      subtitle: searchText('Subtitle'),
      description: searchText('Description'),
      time: searchText('Time'),
      class: searchClass,
      weekly_schedule: searchDays,
      salary: wholeNumber(POST_SEARCH_MESSAGES.salaryInvalid).transform(storedInteger).optional(),
      is_continuous: searchBoolean('is_continuous'),
      is_batch: searchBoolean('is_batch'),
      max_size: wholeNumber(POST_SEARCH_MESSAGES.batchSizeInvalid).transform(storedInteger).optional(),
      division: locationFields.division.unwrap().optional(),
      district: locationFields.district.unwrap().optional(),
      area: locationFields.area.unwrap().optional(),
      mode: searchModes,
      medium: z.enum(MEDIUMS, { error: MATCHING_MESSAGES.mediumInvalid }).optional(),
      tutor_gender: z.enum(GENDERS, { error: MATCHING_MESSAGES.genderInvalid }).optional(),
      q: searchText('Search text'),
      sort: z.enum(POST_SEARCH_SORTS, { error: POST_SEARCH_MESSAGES.sortInvalid }).default('newest'),
      page: wholeNumber(POST_SEARCH_MESSAGES.pageInvalid, 1).default(1),
      limit: wholeNumber(POST_SEARCH_MESSAGES.limitInvalid, 1, POST_SEARCH_LIMITS.pageSizeMax).default(
        POST_SEARCH_LIMITS.pageSizeDefault,
      ),
    })
    // An area's id is unique within its district only.
    .refine((query) => query.area === undefined || query.district !== undefined, {
      path: ['area'],
      message: MATCHING_MESSAGES.areaWithoutDistrict,
    }),
);
export type PostSearchQuery = z.output<typeof postSearchQuery>;

export const postSearchResponse = pagedEnvelope(post);

/** POST /post/student/accept/{postId}/{teacherId}: a student accepts an interested teacher (DESIGN §5). */
export const acceptTeacherParam = z.object({
  postId: z.string().uuid('Invalid id'),
  teacherId: z.string().uuid('Invalid id'),
});
export type AcceptTeacherParam = z.infer<typeof acceptTeacherParam>;

/** The batch made when a student accepts a teacher: its teacher, owner and members. */
export const batchSummary = z.object({
  _id: z.string(),
  post_id: z.string().nullable(),
  teacher_id: userRef.nullable(),
  owner_id: userRef,
  student_ids: z.array(userRef),
  subject: z.string(),
  class: z.string(),
  title: z.string(),
});
export type BatchSummary = z.infer<typeof batchSummary>;

export const batchSummaryResponse = envelope(batchSummary);

/** POST /batch/teacher/create-batch/{postId}: a teacher starts a batch early from their own offer. */
export const createBatchFromPostParam = z.object({ postId: z.string().uuid('Invalid id') });
export type CreateBatchFromPostParam = z.infer<typeof createBatchFromPostParam>;
