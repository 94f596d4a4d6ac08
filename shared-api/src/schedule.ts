import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like batches.ts: its code is loaded once.
import { api, envelopeData, useSession } from '@pathshala/shared-api/core';
import type {
  BatchAttendance,
  CalendarFeed,
  ClassSession,
  MarkAttendanceBody,
  UpdateSessionBody,
} from './contract';
import { scheduleQueryKeys } from './query-keys';

export { scheduleQueryKeys };

/** PUT /batch/{id}/sessions/{sessionId}: a new start ('2026-11-27T19:00', Dhaka time), or cancel / restore. */
export type UpdateSessionInput = UpdateSessionBody;

/** PUT /batch/{id}/sessions/{sessionId}/attendance: each student once, with present, late or absent. */
export type MarkAttendanceInput = MarkAttendanceBody;

const encode = encodeURIComponent;

/**
 * GET /calendar: the caller's classes across all their batches from `from` to `to`, earliest first. Each is a
 * day ('2026-11-26', its start in Dhaka) or a date and time; at most 62 days apart.
 */
export async function fetchCalendar(from: string, to: string): Promise<ClassSession[]> {
  return envelopeData<ClassSession[]>(await api.get('/calendar', { params: { from, to } }));
}

/** GET /batch/{id}/sessions: one batch's classes (its members only). */
export async function fetchBatchSessions(batchId: string, from: string, to: string): Promise<ClassSession[]> {
  return envelopeData<ClassSession[]>(
    await api.get(`/batch/${encode(batchId)}/sessions`, { params: { from, to } }),
  );
}

/** The batch's teacher moves, cancels or restores one class; its members are told. */
export async function updateSession(
  batchId: string,
  sessionId: string,
  input: UpdateSessionInput,
): Promise<ClassSession> {
  return envelopeData<ClassSession>(
    await api.put(`/batch/${encode(batchId)}/sessions/${encode(sessionId)}`, input),
  );
}

/** The batch's teacher marks who came to a class that has started (the body is the bare list). */
export async function markAttendance(
  batchId: string,
  sessionId: string,
  records: MarkAttendanceInput,
): Promise<BatchAttendance> {
  return envelopeData<BatchAttendance>(
    await api.put(`/batch/${encode(batchId)}/sessions/${encode(sessionId)}/attendance`, records),
  );
}

/** GET /batch/{id}/attendance: every current student for the teacher, only themselves for a student. */
export async function fetchBatchAttendance(batchId: string): Promise<BatchAttendance> {
  return envelopeData<BatchAttendance>(await api.get(`/batch/${encode(batchId)}/attendance`));
}

/** GET /calendar/feed: the caller's private iCalendar subscription link. */
export async function fetchCalendarFeed(): Promise<CalendarFeed> {
  return envelopeData<CalendarFeed>(await api.get('/calendar/feed'));
}

/** POST /calendar/feed/rotate: a new link; the old one stops working. */
export async function rotateCalendarFeed(): Promise<CalendarFeed> {
  return envelopeData<CalendarFeed>(await api.post('/calendar/feed/rotate'));
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

/** The caller's classes from `from` to `to` (no call while either is empty). */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: scheduleQueryKeys.calendar(from, to),
    queryFn: () => fetchCalendar(from, to),
    enabled: useSignedIn() && from !== '' && to !== '',
  });
}

/** One batch's classes from `from` to `to` (no call without a batch). */
export function useBatchSessions(batchId: string | null | undefined, from: string, to: string) {
  return useQuery({
    queryKey: scheduleQueryKeys.sessions(batchId ?? '', from, to),
    queryFn: () => fetchBatchSessions(batchId ?? '', from, to),
    enabled: useSignedIn() && Boolean(batchId) && from !== '' && to !== '',
  });
}

/** A batch's attendance (no call without a batch). */
export function useBatchAttendance(batchId: string | null | undefined) {
  return useQuery({
    queryKey: scheduleQueryKeys.attendance(batchId ?? ''),
    queryFn: () => fetchBatchAttendance(batchId ?? ''),
    enabled: useSignedIn() && Boolean(batchId),
  });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: scheduleQueryKeys.feed, queryFn: fetchCalendarFeed, enabled: useSignedIn() });
}

/** A change to a class refetches every calendar, batch's classes and attendance. */
function useScheduleMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all }),
  });
}

export const useUpdateSession = () =>
  useScheduleMutation(
    ({ batchId, sessionId, input }: { batchId: string; sessionId: string; input: UpdateSessionInput }) =>
      updateSession(batchId, sessionId, input),
  );

export const useMarkAttendance = () =>
  useScheduleMutation(
    ({ batchId, sessionId, records }: { batchId: string; sessionId: string; records: MarkAttendanceInput }) =>
      markAttendance(batchId, sessionId, records),
  );

/** The new link replaces the old one in the cache at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(scheduleQueryKeys.feed, feed),
  });
}
