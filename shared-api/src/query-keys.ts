// Every query key of the API's hooks, in one place: a change in one area may refetch another's lists (an admin
// deleting a post refreshes the searches), and each entry imports only these keys, not the other areas' hooks.
import type { AdminUserRole } from './admin';
import type { PostSearchParams, SearchSide } from './posts';

export const queryKeys = {
  profile: ['profile'] as const,
  user: (userId: string) => ['user', userId] as const,
};

const postsRoot = ['posts'] as const;
export const postQueryKeys = {
  all: postsRoot,
  mine: [...postsRoot, 'mine'] as const,
  recommended: [...postsRoot, 'recommended'] as const,
  search: (side: SearchSide, params: PostSearchParams) => [...postsRoot, 'search', side, params] as const,
};

const batchesRoot = ['batches'] as const;
const paymentsRoot = ['payments'] as const;
export const batchQueryKeys = {
  all: batchesRoot,
  list: [...batchesRoot, 'list'] as const,
  /** One batch as GET /batch/{id} shows it (its page). */
  one: (batchId: string) => [...batchesRoot, 'one', batchId] as const,
  /**
   * The caller's pending invitations (GET /batch/invitations): under `all`, so whatever refreshes the batches
   * (an answer, a change, a notice about a batch) refreshes them too.
   */
  invitations: [...batchesRoot, 'invitations'] as const,
};

export const paymentQueryKeys = {
  all: paymentsRoot,
  history: (page: number, limit: number) => [...paymentsRoot, 'history', page, limit] as const,
  last: [...paymentsRoot, 'last'] as const,
};

const scheduleRoot = ['schedule'] as const;
/**
 * A class's sessions and attendance: `all` is what a change to a class or a batch refreshes. The calendar
 * link is apart, as only replacing it changes it.
 */
export const scheduleQueryKeys = {
  all: scheduleRoot,
  calendar: (from: string, to: string) => [...scheduleRoot, 'calendar', from, to] as const,
  sessions: (batchId: string, from: string, to: string) =>
    [...scheduleRoot, 'sessions', batchId, from, to] as const,
  attendance: (batchId: string) => [...scheduleRoot, 'attendance', batchId] as const,
  feed: ['calendar-feed'] as const,
};

const materialsRoot = ['materials'] as const;
/** A batch's materials: `batch(id)` is what sharing or deleting one refreshes (every page of its list). */
export const materialQueryKeys = {
  all: materialsRoot,
  batch: (batchId: string) => [...materialsRoot, batchId] as const,
  list: (batchId: string, page: number, limit: number) => [...materialsRoot, batchId, page, limit] as const,
  /** Every page loaded so far ('Load more'). */
  pages: (batchId: string, limit: number) => [...materialsRoot, batchId, 'pages', limit] as const,
};

const assignmentsRoot = ['assignments'] as const;
/**
 * A batch's assignments and each one's submissions: `batch(id)` is what setting, editing, deleting, submitting
 * or giving feedback refreshes (every page of its list and every submissions list).
 */
export const assignmentQueryKeys = {
  all: assignmentsRoot,
  batch: (batchId: string) => [...assignmentsRoot, batchId] as const,
  list: (batchId: string, page: number, limit: number) => [...assignmentsRoot, batchId, page, limit] as const,
  submissions: (batchId: string, assignmentId: string) =>
    [...assignmentsRoot, batchId, 'submissions', assignmentId] as const,
};

const boardRoot = ['board'] as const;
/**
 * A batch's board: its messages, newest page first ('load older' fetches the next page back). A new or deleted
 * message, from the caller or the stream, updates it in place.
 */
export const boardQueryKeys = {
  all: boardRoot,
  messages: (batchId: string) => [...boardRoot, batchId, 'messages'] as const,
};

const ratingsRoot = ['ratings'] as const;
export const ratingQueryKeys = {
  all: ratingsRoot,
  reviews: (teacherId: string) => [...ratingsRoot, 'reviews', teacherId] as const,
  summary: (teacherId: string) => [...ratingsRoot, 'summary', teacherId] as const,
  ratedUser: (teacherId: string) => [...ratingsRoot, 'user', teacherId] as const,
  dashboard: ['teacher-dashboard'] as const,
};

const notificationsRoot = ['notifications'] as const;
export const notificationQueryKeys = {
  all: notificationsRoot,
  list: [...notificationsRoot, 'list'] as const,
  unreadCount: [...notificationsRoot, 'unread-count'] as const,
};

const adminRoot = ['admin'] as const;
export const adminQueryKeys = {
  all: adminRoot,
  dashboard: [...adminRoot, 'dashboard'] as const,
  users: (role: AdminUserRole, q: string) => [...adminRoot, 'users', role, q] as const,
  posts: (q: string) => [...adminRoot, 'posts', q] as const,
  batches: (q: string) => [...adminRoot, 'batches', q] as const,
  reports: [...adminRoot, 'reports'] as const,
  auditLog: (page: number) => [...adminRoot, 'audit-log', page] as const,
};
