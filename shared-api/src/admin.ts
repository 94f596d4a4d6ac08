import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like posts.ts: its code is loaded once.
import { api, envelopeData, UnexpectedResponseError, useSession } from '@pathshala/shared-api/core';
import type { AxiosResponse } from 'axios';
import type {
  AddUserBody,
  AdminDashboard,
  AdminReport,
  AdminUser,
  AuditEntry,
  Batch,
  Gender,
  Medium,
  TeachingMode,
  PageMeta,
  Post,
  UserProfile,
} from './contract';
import type { CreateBatchInput } from './batches';
import { adminQueryKeys, batchQueryKeys, postQueryKeys } from './query-keys';

export { adminQueryKeys };

/** One page of an admin list, with the list's total (`meta`). */
export interface AdminPage<T> {
  items: T[];
  meta: PageMeta;
}

/** The two user lists of User Management. */
export type AdminUserRole = 'teacher' | 'student';

/** POST /admin/add-post body as the New Post modal sends it (SPEC §3 Admin add-post body). */
export interface AddPostInput {
  owner_id: string;
  owner: 'teacher' | 'student';
  subject: string;
  class: string;
  title: string;
  subtitle: string;
  description: string;
  weekly_schedule: string[];
  time: string;
  salary: number;
  is_continuous: boolean;
  is_batch: boolean;
  max_size: number | null;
  modes?: TeachingMode[];
  division?: string | null;
  district?: string | null;
  area?: string | null;
  medium?: Medium | null;
  preferred_tutor_gender?: Gender | null;
  interested_teachers: string[];
  interested_students: string[];
}

/** POST /admin/add-batch body: the batch create body with the owner's username required. */
export type AddBatchInput = CreateBatchInput;

/** Rows per page of the admin lists ('Load more' fetches the next page). */
export const ADMIN_PAGE_SIZE = 20;

const encode = encodeURIComponent;

/** The add-* routes answer 201 (SPEC §7): any other success is not what the contract promises. */
function expectCreated(response: AxiosResponse): void {
  if (response.status !== 201)
    throw new UnexpectedResponseError(
      response.status,
      `${response.config.url ?? 'The call'} answered ${response.status}, not 201.`,
    );
}

/** GET /admin/dashboard: counts, growth, recent posts and batches, sign-ups per month. */
export async function fetchAdminDashboard(): Promise<AdminDashboard> {
  return envelopeData<AdminDashboard>(await api.get('/admin/dashboard'));
}

/** One page of an admin list; `q` searches names (users) or titles and subjects; blank is left out. */
export async function fetchAdminPage<T>(
  path: string,
  { page = 1, limit = ADMIN_PAGE_SIZE, q = '' }: { page?: number; limit?: number; q?: string } = {},
): Promise<AdminPage<T>> {
  const params: Record<string, string | number> = { page, limit };
  if (q.trim()) params.q = q.trim();
  const response = await api.get(path, { params });
  const items = envelopeData<T[]>(response);
  const meta = (response.data as { meta?: PageMeta }).meta ?? { page, limit, total: items.length };
  return { items, meta };
}

export const fetchAdminUsers = (role: AdminUserRole, page = 1, q = '') =>
  fetchAdminPage<AdminUser>(`/admin/${role}s`, { page, q });
export const fetchAdminPosts = (page = 1, q = '') => fetchAdminPage<Post>('/admin/posts', { page, q });
export const fetchAdminBatches = (page = 1, q = '') => fetchAdminPage<Batch>('/admin/batches', { page, q });
export const fetchAdminReports = (page = 1) =>
  fetchAdminPage<AdminReport>('/admin/get-all-reports', { page });
export const fetchAuditLog = (page = 1) => fetchAdminPage<AuditEntry>('/admin/audit-log', { page });

export async function addUser(input: AddUserBody): Promise<UserProfile> {
  const response = await api.post('/admin/add-user', input);
  expectCreated(response);
  return envelopeData<UserProfile>(response);
}

export async function addPost(input: AddPostInput): Promise<Post> {
  const response = await api.post('/admin/add-post', input);
  expectCreated(response);
  return envelopeData<Post>(response);
}

export async function addBatch(input: AddBatchInput): Promise<Batch> {
  const response = await api.post('/admin/add-batch', input);
  expectCreated(response);
  return envelopeData<Batch>(response);
}

/** DELETE /admin/remove-user/:userId: removes an account (also Kick Reportee). */
export async function removeUser(userId: string): Promise<void> {
  await api.delete(`/admin/remove-user/${encode(userId)}`);
}

export async function removePost(postId: string): Promise<void> {
  await api.delete(`/admin/remove-post/${encode(postId)}`);
}

export async function removeBatch(batchId: string): Promise<void> {
  await api.delete(`/admin/remove-batch/${encode(batchId)}`);
}

/** DELETE /report/delete/:reportId: Resolve (the report leaves the open list). */
export async function resolveReport(reportId: string): Promise<void> {
  await api.delete(`/report/delete/${encode(reportId)}`);
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

const nextPage = <T>(last: AdminPage<T>) =>
  last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined;

/** The admin dashboard's overview: the hook's query, and what a sign-in fetches ahead of the page. */
export const adminDashboardQuery = queryOptions({
  queryKey: adminQueryKeys.dashboard,
  queryFn: fetchAdminDashboard,
});

export function useAdminDashboard() {
  return useQuery({ ...adminDashboardQuery, enabled: useSignedIn() });
}

/** A list a page at a time: 'Load more' fetches the next; `meta.total` of the first page is the count. */
function useAdminList<T>(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<AdminPage<T>>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: useSignedIn(),
  });
}

export const useAdminUsers = (role: AdminUserRole, q = '') =>
  useAdminList(adminQueryKeys.users(role, q), (page) => fetchAdminUsers(role, page, q));
export const useAdminPosts = (q = '') =>
  useAdminList(adminQueryKeys.posts(q), (page) => fetchAdminPosts(page, q));
export const useAdminBatches = (q = '') =>
  useAdminList(adminQueryKeys.batches(q), (page) => fetchAdminBatches(page, q));
export const useAdminReports = () => useAdminList(adminQueryKeys.reports, (page) => fetchAdminReports(page));

export function useAuditLog(page = 1) {
  return useQuery({
    queryKey: adminQueryKeys.auditLog(page),
    queryFn: () => fetchAuditLog(page),
    enabled: useSignedIn(),
  });
}

/**
 * Any admin change can change every admin list, the counts on the dashboard and the audit log: all of them
 * refetch, and so do the posts and batches lists other screens of this browser may hold.
 */
function useAdminMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: postQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: batchQueryKeys.all }),
      ]),
  });
}

export const useAddUser = () => useAdminMutation(addUser);
export const useRemoveUser = () => useAdminMutation(removeUser);
export const useAddPost = () => useAdminMutation(addPost);
export const useRemovePost = () => useAdminMutation(removePost);
export const useAddBatch = () => useAdminMutation(addBatch);
export const useRemoveBatch = () => useAdminMutation(removeBatch);
export const useResolveReport = () => useAdminMutation(resolveReport);
/** Kick Reportee: the reported account is removed (its open reports leave the list with it). */
export const useKickReportee = () => useAdminMutation(removeUser);
