import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like posts.ts: its code is loaded once.
import { api, envelopeData, useSession } from '@pathshala/shared-api/core';
import type {
  CreateReportBody,
  GiveRatingBody,
  PageMeta,
  PublicUser,
  RatingSummary,
  Review,
  TeacherDashboard,
} from './contract';
import { ratingQueryKeys } from './query-keys';

export { ratingQueryKeys };

/** GET /users/get-user/:id for a teacher: the public user with their rating (null for other roles). */
export type RatedUser = PublicUser;

/** POST /rating/give-rating/:teacherId and PUT /rating/update-rating/:ratingId. */
export type GiveRatingInput = GiveRatingBody;

/** POST /report/create. */
export type ReportInput = CreateReportBody;

export interface ReviewsPage {
  reviews: Review[];
  meta: PageMeta;
}

/** Reviews per page of the View Reviews tab. */
export const REVIEWS_PAGE_SIZE = 10;

const encode = encodeURIComponent;

/** GET /rating/view-reviews/:teacherId: one page of a teacher's reviews, newest first. */
export async function fetchReviews(
  teacherId: string,
  page = 1,
  limit = REVIEWS_PAGE_SIZE,
): Promise<ReviewsPage> {
  const response = await api.get(`/rating/view-reviews/${encode(teacherId)}`, { params: { page, limit } });
  const reviews = envelopeData<Review[]>(response);
  const meta = (response.data as { meta?: PageMeta }).meta ?? { page, limit, total: reviews.length };
  return { reviews, meta };
}

/** GET /rating/get-rating/:teacherId. */
export async function fetchRatingSummary(teacherId: string): Promise<RatingSummary> {
  return envelopeData<RatingSummary>(await api.get(`/rating/get-rating/${encode(teacherId)}`));
}

/** GET /users/get-user/:id: the teacher's public details with their rating. */
export async function fetchRatedUser(teacherId: string): Promise<RatedUser> {
  return envelopeData<RatedUser>(await api.get(`/users/get-user/${encode(teacherId)}`));
}

/** GET /teacher/dashboard: the signed-in teacher's ratings, reviews and counts. */
export async function fetchTeacherDashboard(): Promise<TeacherDashboard> {
  return envelopeData<TeacherDashboard>(await api.get('/teacher/dashboard'));
}

/** POST /rating/give-rating/:teacherId (201; 409 already rated, 403 not their teacher). */
export async function giveRating(teacherId: string, input: GiveRatingInput): Promise<Review> {
  return envelopeData<Review>(await api.post(`/rating/give-rating/${encode(teacherId)}`, input));
}

export async function updateRating(ratingId: string, input: Partial<GiveRatingInput>): Promise<Review> {
  return envelopeData<Review>(await api.put(`/rating/update-rating/${encode(ratingId)}`, input));
}

export async function deleteRating(ratingId: string): Promise<void> {
  await api.delete(`/rating/delete-rating/${encode(ratingId)}`);
}

/** POST /report/create (201). */
export async function createReport(input: ReportInput): Promise<void> {
  await api.post('/report/create', input);
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

/** A teacher's reviews, a page at a time ('Load more' fetches the next). */
export function useReviews(teacherId: string | undefined) {
  const signedIn = useSignedIn();
  return useInfiniteQuery({
    queryKey: ratingQueryKeys.reviews(teacherId ?? ''),
    queryFn: ({ pageParam }) => fetchReviews(teacherId ?? '', pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined,
    enabled: signedIn && Boolean(teacherId),
  });
}

export function useRatingSummary(teacherId: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ratingQueryKeys.summary(teacherId ?? ''),
    queryFn: () => fetchRatingSummary(teacherId ?? ''),
    enabled: signedIn && Boolean(teacherId),
  });
}

export function useRatedUser(teacherId: string | undefined) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: ratingQueryKeys.ratedUser(teacherId ?? ''),
    queryFn: () => fetchRatedUser(teacherId ?? ''),
    enabled: signedIn && Boolean(teacherId),
  });
}

/** The teacher dashboard's figures: the hook's query, and what a sign-in fetches ahead of the page. */
export const teacherDashboardQuery = queryOptions({
  queryKey: ratingQueryKeys.dashboard,
  queryFn: fetchTeacherDashboard,
});

export function useTeacherDashboard() {
  return useQuery({ ...teacherDashboardQuery, enabled: useSignedIn() });
}

/** A change to a rating changes the reviews, the averages and the teacher's dashboard: all refetch. */
function useRatingMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ratingQueryKeys.dashboard }),
      ]),
  });
}

export const useGiveRating = () =>
  useRatingMutation(({ teacherId, input }: { teacherId: string; input: GiveRatingInput }) =>
    giveRating(teacherId, input),
  );
export const useUpdateRating = () =>
  useRatingMutation(({ ratingId, input }: { ratingId: string; input: Partial<GiveRatingInput> }) =>
    updateRating(ratingId, input),
  );
export const useDeleteRating = () => useRatingMutation(deleteRating);
export const useCreateReport = () => useMutation({ mutationFn: createReport });
