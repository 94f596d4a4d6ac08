import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The core by its package name, like queries.ts: its code is loaded once.
import { api, envelopeData, useSession } from '@pathshala/shared-api/core';
import type { BatchSummary, Gender, Medium, PageMeta, Post, PostOwnerRole, TeachingMode } from './contract';
import { batchQueryKeys, postQueryKeys } from './query-keys';

export { postQueryKeys };

/** Which posts a search looks through: the teacher side finds student requests, the student side teacher posts. */
export type SearchSide = PostOwnerRole;

/** Search filters as the search screen holds them: text, or absent (DESIGN §5 Posts). */
export type PostSearchParams = Readonly<Record<string, string | undefined>>;

export interface PostSearchResult {
  posts: Post[];
  meta: PageMeta;
}

/** Form values of a new or edited post: the teacher form's names (SPEC §3). */
export interface PostInput {
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
  /** Where and how (contract matching.ts): required on a new post as the contract says. */
  modes?: TeachingMode[];
  division?: string | null;
  district?: string | null;
  area?: string | null;
  medium?: Medium | null;
  /** A request's wish for a male or female tutor; none on a teacher's post. */
  preferred_tutor_gender?: Gender | null;
}

/** The student's Create Tuition Request body (SPEC §3): the same post under the request's names. */
export interface RequestInput extends Omit<PostInput, 'weekly_schedule' | 'salary' | 'max_size'> {
  days: string[];
  price: number;
  maxBatchSize: number | null;
}

const encode = encodeURIComponent;

/** GET /post/posts: the caller's own posts and the posts they are interested in. */
export async function fetchMyPosts(): Promise<Post[]> {
  return envelopeData<Post[]>(await api.get('/post/posts'));
}

/** GET /student/dashboard: open teacher posts recommended to the signed-in student. */
export async function fetchRecommendedPosts(): Promise<Post[]> {
  return envelopeData<Post[]>(await api.get('/student/dashboard'));
}

/** GET /post/{side}/search with the filters as query parameters; empty ones are left out. */
export async function searchPosts(side: SearchSide, params: PostSearchParams): Promise<PostSearchResult> {
  const query = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
  const response = await api.get(`/post/${side}/search`, { params: query });
  const posts = envelopeData<Post[]>(response);
  const meta = (response.data as { meta?: PageMeta }).meta ?? {
    page: 1,
    limit: posts.length,
    total: posts.length,
  };
  return { posts, meta };
}

/** POST /post/create: a teacher's post, or a student's request under either naming. */
export async function createPost(input: PostInput | RequestInput): Promise<Post> {
  return envelopeData<Post>(await api.post('/post/create', input));
}

export async function updatePost(postId: string, input: Partial<PostInput>): Promise<Post> {
  return envelopeData<Post>(await api.put(`/post/update/${encode(postId)}`, input));
}

export async function deletePost(postId: string): Promise<void> {
  await api.delete(`/post/delete/${encode(postId)}`);
}

/** POST /post/{role}/apply/{postId}: join (student) or show interest (teacher); `role` is the caller's. */
export async function joinPost(role: PostOwnerRole, postId: string): Promise<Post> {
  return envelopeData<Post>(await api.post(`/post/${role}/apply/${encode(postId)}`));
}

/** DELETE /post/{role}/retract/{postId}: leave, or withdraw interest. */
export async function leavePost(role: PostOwnerRole, postId: string): Promise<Post> {
  return envelopeData<Post>(await api.delete(`/post/${role}/retract/${encode(postId)}`));
}

/** POST /post/student/accept/{postId}/{teacherId}: the request becomes a batch with that teacher. */
export async function acceptTeacher(postId: string, teacherId: string): Promise<BatchSummary> {
  return envelopeData<BatchSummary>(
    await api.post(`/post/student/accept/${encode(postId)}/${encode(teacherId)}`),
  );
}

/** POST /batch/teacher/create-batch/{postId}: a teacher starts a batch early with the students who joined. */
export async function startBatch(postId: string): Promise<BatchSummary> {
  return envelopeData<BatchSummary>(await api.post(`/batch/teacher/create-batch/${encode(postId)}`));
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

export function useMyPosts() {
  return useQuery({ queryKey: postQueryKeys.mine, queryFn: fetchMyPosts, enabled: useSignedIn() });
}

/** The student dashboard's posts: the hook's query, and what a sign-in fetches ahead of the page. */
export const recommendedPostsQuery = queryOptions({
  queryKey: postQueryKeys.recommended,
  queryFn: fetchRecommendedPosts,
});

export function useRecommendedPosts() {
  return useQuery({ ...recommendedPostsQuery, enabled: useSignedIn() });
}

/** Keeps the previous page on screen while the next search loads, so results do not flash away. */
export function usePostSearch(side: SearchSide, params: PostSearchParams) {
  return useQuery({
    queryKey: postQueryKeys.search(side, params),
    queryFn: () => searchPosts(side, params),
    placeholderData: keepPreviousData,
    enabled: useSignedIn(),
  });
}

/**
 * A change to any post can change every list of posts: they are all refetched. One that can turn a post into a
 * batch (accepting a teacher, a join that fills a post, starting a batch early) refetches the lists of batches
 * too, or Your Batches would go on showing a list without it for as long as that list counts as fresh.
 */
function usePostMutation<TArgs, TResult>(
  mutationFn: (args: TArgs) => Promise<TResult>,
  { makesBatches = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postQueryKeys.all }),
        makesBatches && queryClient.invalidateQueries({ queryKey: batchQueryKeys.all }),
      ]),
  });
}

export const useCreatePost = () => usePostMutation(createPost);
export const useUpdatePost = () =>
  usePostMutation(({ postId, input }: { postId: string; input: Partial<PostInput> }) =>
    updatePost(postId, input),
  );
export const useDeletePost = () => usePostMutation(deletePost);
export const useJoinPost = () =>
  usePostMutation(({ role, postId }: { role: PostOwnerRole; postId: string }) => joinPost(role, postId), {
    makesBatches: true,
  });
export const useLeavePost = () =>
  usePostMutation(({ role, postId }: { role: PostOwnerRole; postId: string }) => leavePost(role, postId));
export const useAcceptTeacher = () =>
  usePostMutation(
    ({ postId, teacherId }: { postId: string; teacherId: string }) => acceptTeacher(postId, teacherId),
    { makesBatches: true },
  );
export const useStartBatch = () => usePostMutation(startBatch, { makesBatches: true });
