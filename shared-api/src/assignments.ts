import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// The core by its package name, like batches.ts: its code is loaded once.
import { api, envelopeData, UnexpectedResponseError, useSession } from '@pathshala/shared-api/core';
import type { AxiosResponse } from 'axios';
import type { Assignment, PageMeta, StudentSubmission, Submission, UpdateAssignmentBody } from './contract';
import { assignmentQueryKeys } from './query-keys';

export { assignmentQueryKeys };

/** One page of a batch's assignments, the latest due first, with the list's total. */
export interface AssignmentPage {
  items: Assignment[];
  meta: PageMeta;
}

/** A file to send (a File from an input, or a Blob with a name). */
export type UploadFile = Blob & { name?: string };

/**
 * POST /batch/{id}/assignments: `due_at` is a Dhaka date and time ('2026-11-28T18:30'); `total_marks` 1–1000 or
 * none; an optional attachment (PDF, image, Word, PowerPoint, Excel; at most 10 MB).
 */
export interface CreateAssignmentInput {
  title: string;
  instructions?: string;
  due_at: string;
  total_marks?: number | null;
  file?: UploadFile | null;
  /** Called as the upload goes, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** PUT /batch/{id}/assignments/{assignmentId}: any of the fields; `total_marks: null` removes the marks. */
export interface UpdateAssignmentInput {
  title?: string;
  instructions?: string;
  due_at?: string;
  total_marks?: number | null;
}

/** PUT …/submissions: text, a file or both (a replacement replaces both). */
export interface SubmitInput {
  text?: string;
  file?: UploadFile | null;
  onProgress?: (fraction: number) => void;
}

/** PUT …/submissions/{submissionId}/feedback: feedback and/or a mark (0 to the total marks; null for none). */
export interface FeedbackInput {
  feedback?: string;
  mark?: number | null;
}

export const ASSIGNMENTS_PAGE_SIZE = 20;
/**
 * A file's `url` is a signed link that works for about an hour: a list kept open is fetched again well before,
 * so its links keep working.
 */
export const ASSIGNMENT_LINKS_REFRESH_MS = 30 * 60 * 1000;

const encode = encodeURIComponent;
const assignmentsPath = (batchId: string) => `/batch/${encode(batchId)}/assignments`;
const assignmentPath = (batchId: string, assignmentId: string) =>
  `${assignmentsPath(batchId)}/${encode(assignmentId)}`;

function expectCreated(response: AxiosResponse): void {
  if (response.status !== 201)
    throw new UnexpectedResponseError(
      response.status,
      `${response.config.url ?? 'The call'} answered ${response.status}, not 201.`,
    );
}

/** Axios's upload progress as a share, when the caller asked for it. */
const progress = (onProgress?: (fraction: number) => void) =>
  onProgress && {
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      if (event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  };

/** A multipart body: the text fields that are set (numbers as their text) and `file` with its name. */
export function uploadFormData(
  fields: Record<string, string | number | null | undefined>,
  file: UploadFile,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) body.append(name, String(value));
  body.append('file', file, file.name ?? 'file');
  return body;
}

/** GET /batch/{id}/assignments: a page of the batch's assignments, the latest due first. */
export async function fetchAssignments(
  batchId: string,
  { page = 1, limit = ASSIGNMENTS_PAGE_SIZE }: { page?: number; limit?: number } = {},
): Promise<AssignmentPage> {
  const response = await api.get(assignmentsPath(batchId), { params: { page, limit } });
  const items = envelopeData<Assignment[]>(response);
  const meta = (response.data as { meta?: PageMeta }).meta ?? { page, limit, total: items.length };
  return { items, meta };
}

/**
 * The batch's teacher sets an assignment: multipart/form-data with a file, JSON without one. Answers the new
 * assignment (413 over 10 MB, 415 for a file of another type); the students are notified.
 */
export async function createAssignment(batchId: string, input: CreateAssignmentInput): Promise<Assignment> {
  const { file, onProgress, ...fields } = input;
  const response = file
    ? await api.post(assignmentsPath(batchId), uploadFormData(fields, file), progress(onProgress))
    : await api.post(assignmentsPath(batchId), fields);
  expectCreated(response);
  return envelopeData<Assignment>(response);
}

/** The batch's teacher edits an assignment (a new due time is told to the students). */
export async function updateAssignment(
  batchId: string,
  assignmentId: string,
  input: UpdateAssignmentInput,
): Promise<Assignment> {
  return envelopeData<Assignment>(
    await api.put(assignmentPath(batchId, assignmentId), input satisfies UpdateAssignmentBody),
  );
}

/** DELETE an assignment and its submissions: the batch's teacher, or an admin. */
export async function deleteAssignment(batchId: string, assignmentId: string): Promise<void> {
  await api.delete(assignmentPath(batchId, assignmentId));
}

/** GET …/submissions: every current student with their submission (teacher, admin), or only the caller's own. */
export async function fetchSubmissions(batchId: string, assignmentId: string): Promise<StudentSubmission[]> {
  return envelopeData<StudentSubmission[]>(
    await api.get(`${assignmentPath(batchId, assignmentId)}/submissions`),
  );
}

/**
 * A student submits or replaces their answer: multipart/form-data with a file, JSON without one. After the
 * due time a first submission is marked late and a replacement is refused (409).
 */
export async function submitAssignment(
  batchId: string,
  assignmentId: string,
  input: SubmitInput,
): Promise<Submission> {
  const { file, onProgress, text = '' } = input;
  const url = `${assignmentPath(batchId, assignmentId)}/submissions`;
  const response = file
    ? await api.put(url, uploadFormData({ text }, file), progress(onProgress))
    : await api.put(url, { text });
  return envelopeData<Submission>(response);
}

/** The batch's teacher gives feedback and/or a mark on a submission; the student is notified. */
export async function giveFeedback(
  batchId: string,
  assignmentId: string,
  submissionId: string,
  input: FeedbackInput,
): Promise<Submission> {
  return envelopeData<Submission>(
    await api.put(
      `${assignmentPath(batchId, assignmentId)}/submissions/${encode(submissionId)}/feedback`,
      input,
    ),
  );
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

/** The query of a page of a batch's assignments, fetched again before its links expire. */
export const assignmentsQuery = (batchId: string, page = 1, limit = ASSIGNMENTS_PAGE_SIZE) => ({
  queryKey: assignmentQueryKeys.list(batchId, page, limit),
  queryFn: () => fetchAssignments(batchId, { page, limit }),
  refetchInterval: ASSIGNMENT_LINKS_REFRESH_MS,
});

/** The query of an assignment's submissions, fetched again before its links expire. */
export const submissionsQuery = (batchId: string, assignmentId: string) => ({
  queryKey: assignmentQueryKeys.submissions(batchId, assignmentId),
  queryFn: () => fetchSubmissions(batchId, assignmentId),
  refetchInterval: ASSIGNMENT_LINKS_REFRESH_MS,
});

/** A page of a batch's assignments (no call without a batch). */
export function useAssignments(batchId: string | null | undefined, page = 1, limit = ASSIGNMENTS_PAGE_SIZE) {
  return useQuery({
    ...assignmentsQuery(batchId ?? '', page, limit),
    enabled: useSignedIn() && Boolean(batchId),
  });
}

/** An assignment's submissions (no call without both ids). */
export function useSubmissions(batchId: string | null | undefined, assignmentId: string | null | undefined) {
  return useQuery({
    ...submissionsQuery(batchId ?? '', assignmentId ?? ''),
    enabled: useSignedIn() && Boolean(batchId) && Boolean(assignmentId),
  });
}

/** Every change refetches that batch's assignment lists and submissions (not another batch's). */
const refreshBatch = (queryClient: QueryClient, batchId: string) => () =>
  queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.batch(batchId) });

/** What each change to a batch's assignments does (the hooks below use them; tests drive them directly). */
export const assignmentMutations = {
  create: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (input: CreateAssignmentInput) => createAssignment(batchId, input),
    onSettled: refreshBatch(queryClient, batchId),
  }),
  update: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: ({ assignmentId, input }: { assignmentId: string; input: UpdateAssignmentInput }) =>
      updateAssignment(batchId, assignmentId, input),
    onSettled: refreshBatch(queryClient, batchId),
  }),
  /** Deletes one; it leaves the cached lists at once, and they are fetched again. */
  remove: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (assignmentId: string) => deleteAssignment(batchId, assignmentId),
    onSuccess: (_: void, assignmentId: string) =>
      queryClient.setQueriesData<AssignmentPage>({ queryKey: assignmentQueryKeys.batch(batchId) }, (page) =>
        page && 'items' in page
          ? {
              items: page.items.filter((item) => item._id !== assignmentId),
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page,
      ),
    onSettled: refreshBatch(queryClient, batchId),
  }),
  submit: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: ({ assignmentId, input }: { assignmentId: string; input: SubmitInput }) =>
      submitAssignment(batchId, assignmentId, input),
    onSettled: refreshBatch(queryClient, batchId),
  }),
  feedback: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: ({
      assignmentId,
      submissionId,
      input,
    }: {
      assignmentId: string;
      submissionId: string;
      input: FeedbackInput;
    }) => giveFeedback(batchId, assignmentId, submissionId, input),
    onSettled: refreshBatch(queryClient, batchId),
  }),
};

/** Sets an assignment: `mutate({ title, instructions, due_at, total_marks, file?, onProgress? })`. */
export const useCreateAssignment = (batchId: string) =>
  useMutation(assignmentMutations.create(useQueryClient(), batchId));

/** Edits one: `mutate({ assignmentId, input })`. */
export const useUpdateAssignment = (batchId: string) =>
  useMutation(assignmentMutations.update(useQueryClient(), batchId));

/** Deletes one (teacher or admin): `mutate(assignmentId)`. */
export const useDeleteAssignment = (batchId: string) =>
  useMutation(assignmentMutations.remove(useQueryClient(), batchId));

/** Submits or replaces the caller's answer: `mutate({ assignmentId, input: { text, file? } })`. */
export const useSubmitAssignment = (batchId: string) =>
  useMutation(assignmentMutations.submit(useQueryClient(), batchId));

/** Gives feedback: `mutate({ assignmentId, submissionId, input: { feedback, mark } })`. */
export const useGiveFeedback = (batchId: string) =>
  useMutation(assignmentMutations.feedback(useQueryClient(), batchId));
