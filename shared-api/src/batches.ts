import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like posts.ts: its code is loaded once.
import { api, envelopeData, useSession } from '@pathshala/shared-api/core';
import type { Batch, LastPayment, PageMeta, PaymentHistoryItem, StartedMeeting } from './contract';
import { batchQueryKeys, paymentQueryKeys, scheduleQueryKeys } from './query-keys';

export { batchQueryKeys, paymentQueryKeys };

/** POST /batch/create body (SPEC §3): the owner, the teacher and the students by username. */
export interface CreateBatchInput {
  username: string;
  teacher_username: string;
  subject: string;
  class: string;
  weekly_schedule: string[];
  time: string;
  salary: number;
  time_to_pay: boolean;
  is_continuous: boolean;
  is_batch: boolean;
  student_ids: string[];
  max_size?: number | null;
  title?: string;
  subtitle?: string;
  description?: string;
  /** Each class's length in minutes (default 60). */
  duration_minutes?: number;
  /** 'YYYY-MM-DD', the first day classes may fall on (Dhaka); default the day the batch is made. */
  start_date?: string;
}

/** PUT /batch/update/{id}: the Edit Batch modal's fields; weekly_schedule may be comma-separated text. */
export interface UpdateBatchInput {
  subject?: string;
  class?: string;
  weekly_schedule?: string[] | string;
  time?: string;
  salary?: number;
  is_continuous?: boolean;
  is_batch?: boolean;
  max_size?: number | null;
  title?: string;
  subtitle?: string;
  description?: string;
  duration_minutes?: number;
  /** When changed: from today to a year ahead. */
  start_date?: string;
}

/** POST /payment/pay body (SPEC §7); the server decides the amount from the batch salary. */
export interface PayInput {
  totalAmount: number;
  productName: string;
  batchId: string;
  teacherId: string;
}

export interface PaymentHistory {
  payments: PaymentHistoryItem[];
  meta: PageMeta;
}

const encode = encodeURIComponent;

/** GET /batch/batches: the batches the caller owns, teaches or belongs to. */
export async function fetchBatches(): Promise<Batch[]> {
  return envelopeData<Batch[]>(await api.get('/batch/batches'));
}

export async function createBatch(input: CreateBatchInput): Promise<Batch> {
  return envelopeData<Batch>(await api.post('/batch/create', input));
}

export async function updateBatch(batchId: string, input: UpdateBatchInput): Promise<Batch> {
  return envelopeData<Batch>(await api.put(`/batch/update/${encode(batchId)}`, input));
}

export async function destroyBatch(batchId: string): Promise<void> {
  await api.delete(`/batch/destroy/${encode(batchId)}`);
}

/** The owner removes one student. */
export async function removeBatchStudent(batchId: string, userId: string): Promise<void> {
  await api.delete(`/batch/remove-user/${encode(batchId)}/${encode(userId)}`);
}

/** A student leaves a batch they belong to. */
export async function leaveBatch(batchId: string): Promise<void> {
  await api.delete(`/batch/student/leave/${encode(batchId)}`);
}

/** The batch's teacher opens a payment round for every student (empty body). */
export async function askForPayment(batchId: string): Promise<void> {
  await api.post(`/batch/teacher/ask-for-payment/${encode(batchId)}`);
}

/** POST /payment/pay: the provider's payment page, to open in a new tab. */
export async function payForBatch(input: PayInput): Promise<string> {
  const response = await api.post('/payment/pay', input);
  const body = response.data as { data?: { redirectUrl?: unknown } | null; redirectUrl?: unknown };
  const url = body.data?.redirectUrl ?? body.redirectUrl;
  if (typeof url !== 'string' || url === '') throw new Error('The payment provider gave no address.');
  return url;
}

/** POST /zoom/create-meeting/{batchId}: the host link (startUrl) and the students' link. */
export async function startClass(batchId: string): Promise<StartedMeeting> {
  return envelopeData<StartedMeeting>(await api.post(`/zoom/create-meeting/${encode(batchId)}`));
}

export async function fetchLastPayment(): Promise<LastPayment | null> {
  const body = (await api.get('/payment/get-last-payment')).data as { data?: LastPayment | null };
  return body.data ?? null;
}

export async function fetchPaymentHistory(page = 1, limit = 20): Promise<PaymentHistory> {
  const response = await api.get('/payment/history', { params: { page, limit } });
  const body = response.data as { data?: PaymentHistoryItem[] | null; meta?: PageMeta };
  const payments = body.data ?? [];
  return { payments, meta: body.meta ?? { page, limit, total: payments.length } };
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

export function useBatches() {
  return useQuery({ queryKey: batchQueryKeys.list, queryFn: fetchBatches, enabled: useSignedIn() });
}

export function usePaymentHistory(page = 1, limit = 20) {
  return useQuery({
    queryKey: paymentQueryKeys.history(page, limit),
    queryFn: () => fetchPaymentHistory(page, limit),
    enabled: useSignedIn(),
  });
}

export function useLastPayment() {
  return useQuery({ queryKey: paymentQueryKeys.last, queryFn: fetchLastPayment, enabled: useSignedIn() });
}

/**
 * A change to a batch refetches the list of batches, the payments when `payments` is set, and the classes and
 * attendance when `schedule` is (a batch's days, time, length, start and members make its classes).
 */
function useBatchMutation<TArgs, TResult>(
  mutationFn: (args: TArgs) => Promise<TResult>,
  { payments = false, schedule = false }: { payments?: boolean; schedule?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQueryKeys.all }),
        payments ? queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }) : undefined,
        schedule ? queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all }) : undefined,
      ]),
  });
}

export const useCreateBatch = () => useBatchMutation(createBatch, { schedule: true });
export const useUpdateBatch = () =>
  useBatchMutation(
    ({ batchId, input }: { batchId: string; input: UpdateBatchInput }) => updateBatch(batchId, input),
    { schedule: true },
  );
export const useDestroyBatch = () => useBatchMutation(destroyBatch, { schedule: true });
export const useRemoveBatchStudent = () =>
  useBatchMutation(
    ({ batchId, userId }: { batchId: string; userId: string }) => removeBatchStudent(batchId, userId),
    { schedule: true },
  );
export const useLeaveBatch = () => useBatchMutation(leaveBatch, { schedule: true });
export const useAskForPayment = () => useBatchMutation(askForPayment, { payments: true });
export const usePayForBatch = () => useBatchMutation(payForBatch, { payments: true });
/** Starting a class puts its join link on the batch and marks that day's class held: both reload. */
export const useStartClass = () => useBatchMutation(startClass, { schedule: true });
