import { z } from 'zod';
import { registerBody } from './auth';
import { batch, createBatchBody, studentUsernames } from './batches';
import { envelope, pagedEnvelope, paginationQuery } from './common';
import {
  normalisePostInput,
  post,
  POST_LIMITS,
  POST_OWNER_ROLES,
  postFields,
  requireBatchSize,
  requireMatchingFields,
} from './posts';
import { userProfile, userRef } from './users';

/** Texts the admin routes answer with (SPEC §8 Admin, DESIGN §5 Reports and Admin dashboard). */
export const ADMIN_MESSAGES = {
  dashboard: 'Dashboard fetched successfully',
  listed: 'Fetched successfully',
  userAdded: 'User added successfully',
  userRemoved: 'User removed successfully',
  postAdded: 'Post added successfully',
  postRemoved: 'Post removed successfully',
  batchAdded: 'Batch created successfully',
  batchRemoved: 'Batch removed successfully',
  reportResolved: 'Report resolved',
  userNotFound: 'User not found',
  postNotFound: 'Post not found',
  batchNotFound: 'Batch not found',
  reportNotFound: 'Report not found',
  cannotRemoveAdmin: 'Admins cannot be removed',
  ownerNotFound: 'Owner not found',
  ownerTypeMismatch: (role: string) => `The owner is a ${role}; choose owner type ${role}`,
  ownerRemoved: 'The owner account has been removed',
  ownerRequired: 'Owner username is required',
  unknownTeachers: (names: readonly string[]) => `Unknown teachers: ${names.join(', ')}`,
  unknownStudents: (names: readonly string[]) => `Unknown students: ${names.join(', ')}`,
  teachersOnStudentRequestsOnly: 'Only a student request can have interested teachers',
  overCapacity: (max: number) => `This batch post takes at most ${max} interested students`,
  auditLog: 'Audit log fetched successfully',
  ownerNotStudentOrTeacher: 'The owner must be a student or a teacher',
  ownerInterested: 'The owner cannot be interested in their own post',
  reportResolvedNotice: (username: string) => `Your report about ${username} has been resolved`,
} as const;

/** Admin lists: a page, and `q` matching first name, last name, username (users) or title/subject. */
export const adminListQuery = paginationQuery.extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** A sign-up month of the chart: `month` is YYYY-MM in UTC. */
export const signupMonth = z.object({
  month: z.string(),
  students: z.number().int(),
  teachers: z.number().int(),
});
export type SignupMonth = z.infer<typeof signupMonth>;

/** How many months the sign-up series covers, the current one last. */
export const SIGNUP_SERIES_MONTHS = 12;
/** SPEC §9: recent lists on the admin dashboard. */
export const ADMIN_RECENT_ITEMS = 4;

/**
 * GET /admin/dashboard (SPEC §3 Admin dashboard data). Each growth figure is present only when last
 * calendar month had sign-ups of that role; `growthRates` itself is absent when neither is.
 */
export const adminDashboard = z.object({
  stats: z.object({
    total_students: z.number().int(),
    total_teachers: z.number().int(),
    total_posts: z.number().int(),
    total_batches: z.number().int(),
  }),
  growthRates: z
    .object({ studentGrowth: z.number().optional(), teacherGrowth: z.number().optional() })
    .optional(),
  recentPosts: z.array(z.object({ _id: z.string(), title: z.string(), createdAt: z.string() })),
  recentBatches: z.array(z.object({ _id: z.string(), subject: z.string(), createdAt: z.string() })),
  signupsByMonth: z.array(signupMonth),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardResponse = envelope(adminDashboard);

/** A row of /admin/teachers or /admin/students (active accounts only; not their language). */
export const adminUser = userProfile.omit({ language: true }).extend({ createdAt: z.string() });
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserListResponse = pagedEnvelope(adminUser);

/** POST /admin/add-user (SPEC §5 Admin add-user): the sign-up rules, student or teacher. */
export const addUserBody = registerBody;
export type AddUserBody = z.infer<typeof addUserBody>;
export const addUserResponse = envelope(userProfile);

/**
 * POST /admin/add-post (SPEC §3 Admin add-post body, §5 Admin post form): the post's rules (the matching
 * rules too) with the subtitle optional, an owner by id whose role must be `owner`, and interested users by
 * username.
 */
export const addPostBody = z.preprocess(
  normalisePostInput,
  z
    .object({
      ...postFields,
      owner_id: z.string({ error: 'Owner id is required' }).uuid('Owner id must be a user id'),
      owner: z.enum(POST_OWNER_ROLES, { error: 'Owner type must be student or teacher' }),
      subtitle: z
        .string({ error: 'Subtitle must be text' })
        .trim()
        .max(POST_LIMITS.subtitle, `Subtitle must be at most ${POST_LIMITS.subtitle} characters long`)
        .default(''),
      weekly_schedule: postFields.weekly_schedule.default([]),
      is_continuous: postFields.is_continuous.default(false),
      is_batch: postFields.is_batch.default(false),
      max_size: postFields.max_size.optional(),
      division: postFields.division.default(null),
      district: postFields.district.default(null),
      area: postFields.area.default(null),
      medium: postFields.medium.default(null),
      preferred_tutor_gender: postFields.preferred_tutor_gender.default(null),
      interested_teachers: studentUsernames,
      interested_students: studentUsernames,
    })
    .superRefine(requireBatchSize)
    .superRefine(requireMatchingFields),
);
export type AddPostBody = z.output<typeof addPostBody>;
export const adminPostListResponse = pagedEnvelope(post);
export const addPostResponse = envelope(post);

/** POST /admin/add-batch (SPEC §5 Admin batch form): the batch body with the owner's username required. */
export const addBatchBody = createBatchBody.refine((body) => body.username !== undefined, {
  path: ['username'],
  message: ADMIN_MESSAGES.ownerRequired,
});
export type AddBatchBody = z.output<typeof addBatchBody>;
export const adminBatchListResponse = pagedEnvelope(batch);
export const addBatchResponse = envelope(batch);

/** An open report as GET /admin/get-all-reports lists it. */
export const adminReport = z.object({
  _id: z.string(),
  reporter_id: userRef,
  reportee_id: userRef,
  message: z.string(),
  /** A report about a board message: the message (null once deleted) and its words when it was reported. */
  board_message_id: z.string().nullable(),
  quoted_text: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReport>;
export const adminReportListResponse = pagedEnvelope(adminReport);

export const ADMIN_ACTIONS = [
  'add_user',
  'remove_user',
  'add_post',
  'remove_post',
  'add_batch',
  'remove_batch',
  'resolve_report',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** GET /admin/audit-log: who did what to which record, newest first. */
export const auditEntry = z.object({
  _id: z.string(),
  actor: userRef.nullable(),
  action: z.enum(ADMIN_ACTIONS),
  target_id: z.string(),
  /** A readable name of the record at the time (a username, a post title, a batch name, a report's reportee). */
  target: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = pagedEnvelope(auditEntry);

export const userIdParam = z.object({ userId: z.string().uuid('Invalid id') });
export const reportIdParam = z.object({ reportId: z.string().uuid('Invalid id') });
