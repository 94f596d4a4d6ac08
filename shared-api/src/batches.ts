import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// The core by its package name, like posts.ts: its code is loaded once.
import { api, envelopeData, useSession } from '@pathshala/shared-api/core';
import type {
  Batch,
  BatchInvitation,
  LastPayment,
  PageMeta,
  PaymentHistoryItem,
  StartedMeeting,
} from './contract';
import { bodyMessage } from '@pathshala/shared-api/contract/errors';
import { batchQueryKeys, paymentQueryKeys, scheduleQueryKeys } from './query-keys';
import type { PaymentStatusData } from './contract/payments';

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

/**
 * A saved edit: the batch as the server answered it, and its message, which says when the edit only proposed a
 * new salary that waits for the teacher's agreement.
 */
export interface SavedBatch {
  batch: Batch;
  message: string;
}

/** An answer to an invitation in flight: which one, and whether it accepts or declines. */
export interface PendingInvitationAnswer {
  invitationId: string;
  answer: 'accept' | 'decline';
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

export async function updateBatch(batchId: string, input: UpdateBatchInput): Promise<SavedBatch> {
  const response = await api.put(`/batch/update/${encode(batchId)}`, input);
  return { batch: envelopeData<Batch>(response), message: bodyMessage(response.data) ?? '' };
}

export async function destroyBatch(batchId: string): Promise<void> {
  await api.delete(`/batch/destroy/${encode(batchId)}`);
}

/** The owner removes one student, or withdraws the invitation of someone named who has not answered. */
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

/** GET /batch/invitations: the batches the caller was named in and has not answered, to teach or to join. */
export async function fetchBatchInvitations(): Promise<BatchInvitation[]> {
  return envelopeData<BatchInvitation[]>(await api.get('/batch/invitations'));
}

/** Accepts an invitation: the caller is now the batch's teacher or one of its students; answers the batch. */
export async function acceptBatchInvitation(invitationId: string): Promise<Batch> {
  return envelopeData<Batch>(await api.put(`/batch/invitations/${encode(invitationId)}/accept`));
}

export async function declineBatchInvitation(invitationId: string): Promise<void> {
  await api.put(`/batch/invitations/${encode(invitationId)}/decline`);
}

/** The batch's teacher agrees to the salary its owner proposed: it becomes the batch's salary. */
export async function agreeToBatchSalary(batchId: string): Promise<Batch> {
  return envelopeData<Batch>(await api.put(`/batch/${encode(batchId)}/salary/agree`));
}

/** The batch's teacher declines the proposed salary: the salary stays as it was. */
export async function declineBatchSalary(batchId: string): Promise<Batch> {
  return envelopeData<Batch>(await api.put(`/batch/${encode(batchId)}/salary/decline`));
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

/** The caller's pending invitations to teach or to join a batch. */
export function useBatchInvitations() {
  return useQuery({
    queryKey: batchQueryKeys.invitations,
    queryFn: fetchBatchInvitations,
    enabled: useSignedIn(),
  });
}

export function usePaymentHistory(page = 1, limit = 20) {
  return useQuery({
    queryKey: paymentQueryKeys.history(page, limit),
    queryFn: () => fetchPaymentHistory(page, limit),
    enabled: useSignedIn(),
  });
}

/** The caller's last paid payment; `enabled: false` while a page does not need it. */
export function useLastPayment({ enabled = true }: { enabled?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: paymentQueryKeys.last,
    queryFn: fetchLastPayment,
    enabled: signedIn && enabled,
  });
}

/** GET /payment/status/{tranId}: one of the caller's payments as the server knows it now. */
export async function fetchPaymentStatus(tranId: string): Promise<PaymentStatusData> {
  return envelopeData<PaymentStatusData>(await api.get(`/payment/status/${encode(tranId)}`));
}

/**
 * How a pending payment is asked about again: every `intervalMs`, `times` times (the gateway's confirmation
 * usually lands within seconds), then only when asked to (refetch).
 */
export const PAYMENT_STATUS_POLL = { intervalMs: 2000, times: 8 } as const;

/** Whether a payment's query is still polled: pending, and asked fewer than PAYMENT_STATUS_POLL.times times. */
const stillPolling = (state: { data?: PaymentStatusData; dataUpdateCount: number } | undefined) =>
  state?.data?.status === 'pending' && state.dataUpdateCount <= PAYMENT_STATUS_POLL.times;

/**
 * One payment by its tran_id (none while `tranId` is null). A pending one is polled (PAYMENT_STATUS_POLL);
 * `polling` is true while that goes on.
 */
export function usePaymentStatus(tranId: string | null) {
  const queryKey = [...paymentQueryKeys.all, 'status', tranId] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => fetchPaymentStatus(tranId ?? ''),
    enabled: useSignedIn() && tranId !== null,
    refetchInterval: ({ state }) => (stillPolling(state) ? PAYMENT_STATUS_POLL.intervalMs : false),
  });
  const polling = stillPolling(useQueryClient().getQueryState<PaymentStatusData>(queryKey));
  return { query, polling };
}

interface BatchChangeEffects {
  /** The payments list and last payment change too. */
  payments?: boolean;
  /** The classes and attendance change too: a batch's days, time, length, start and members make its classes. */
  schedule?: boolean;
}

/**
 * A change to a batch: the batches (and with them the caller's invitations) are fetched again once it settled,
 * and the payments or the schedule when it changes them too.
 */
function batchChange<TArgs, TResult>(
  queryClient: QueryClient,
  mutationFn: (args: TArgs) => Promise<TResult>,
  { payments = false, schedule = false }: BatchChangeEffects = {},
) {
  return {
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQueryKeys.all }),
        payments ? queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }) : undefined,
        schedule ? queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.all }) : undefined,
      ]),
  };
}

function useBatchMutation<TArgs, TResult>(
  mutationFn: (args: TArgs) => Promise<TResult>,
  effects?: BatchChangeEffects,
) {
  return useMutation(batchChange(useQueryClient(), mutationFn, effects));
}

/** The answers to an invitation or a proposed salary, as mutation options (the answer hooks below use them). */
export const batchAnswerMutations = {
  /** Accepting makes the caller a member, whose classes the schedule then shows. */
  acceptInvitation: (queryClient: QueryClient) =>
    batchChange(queryClient, acceptBatchInvitation, { schedule: true }),
  declineInvitation: (queryClient: QueryClient) => batchChange(queryClient, declineBatchInvitation),
  agreeToSalary: (queryClient: QueryClient) => batchChange(queryClient, agreeToBatchSalary),
  declineSalary: (queryClient: QueryClient) => batchChange(queryClient, declineBatchSalary),
};

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

/**
 * Answering one's invitations, as the Batches pages offer it: `accept` and `decline` take the invitation and
 * reject with the server's error (a full batch, an invitation withdrawn meanwhile); `pending` is the answer
 * in flight. The batches and the invitations reload after each answer.
 */
export function useBatchInvitationAnswers() {
  const queryClient = useQueryClient();
  const accept = useMutation(batchAnswerMutations.acceptInvitation(queryClient));
  const decline = useMutation(batchAnswerMutations.declineInvitation(queryClient));
  let pending: PendingInvitationAnswer | null = null;
  if (accept.isPending && accept.variables) pending = { invitationId: accept.variables, answer: 'accept' };
  else if (decline.isPending && decline.variables)
    pending = { invitationId: decline.variables, answer: 'decline' };
  return {
    accept: (invitation: BatchInvitation) => accept.mutateAsync(invitation._id),
    decline: (invitation: BatchInvitation) => decline.mutateAsync(invitation._id),
    pending,
  };
}

/**
 * The teacher's answer to a salary the owner proposed: `agree` and `decline` take the batch and reject with
 * the server's error; `pendingBatchId` is the batch whose answer is in flight.
 */
export function useBatchSalaryAnswers() {
  const queryClient = useQueryClient();
  const agree = useMutation(batchAnswerMutations.agreeToSalary(queryClient));
  const decline = useMutation(batchAnswerMutations.declineSalary(queryClient));
  return {
    agree: (batch: Batch) => agree.mutateAsync(batch._id),
    decline: (batch: Batch) => decline.mutateAsync(batch._id),
    pendingBatchId: (agree.isPending && agree.variables) || (decline.isPending && decline.variables) || null,
  };
}
