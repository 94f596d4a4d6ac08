import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
// The core by its package name, like batches.ts: its code is loaded once.
import { api, envelopeData, UnexpectedResponseError, useSession } from '@pathshala/shared-api/core';
import type { AxiosResponse } from 'axios';
import type { Batch, Material, PageMeta, ShareLinkBody } from './contract';
import { batchQueryKeys, materialQueryKeys } from './query-keys';

export { materialQueryKeys };

/** One page of a batch's materials, newest first, with the list's total. */
export interface MaterialPage {
  items: Material[];
  meta: PageMeta;
}

/** POST /batch/{id}/materials with a file: a title and one file (PDF, image, Word, PowerPoint, Excel; ≤ 10 MB). */
export interface ShareFileInput {
  title: string;
  file: Blob & { name?: string };
  /** Called as the upload goes, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** POST /batch/{id}/materials with a link: a title and an http or https address. */
export type ShareLinkInput = ShareLinkBody;

export const MATERIALS_PAGE_SIZE = 20;
/**
 * A file's `url` is a signed link that works for about an hour: a list kept open is fetched again well before,
 * so its links keep working.
 */
export const MATERIAL_LINKS_REFRESH_MS = 30 * 60 * 1000;

const encode = encodeURIComponent;

function expectCreated(response: AxiosResponse): void {
  if (response.status !== 201)
    throw new UnexpectedResponseError(
      response.status,
      `${response.config.url ?? 'The call'} answered ${response.status}, not 201.`,
    );
}

/** GET /batch/{id}: one batch as its teacher, students, owner and admins see it. */
export async function fetchBatch(batchId: string): Promise<Batch> {
  return envelopeData<Batch>(await api.get(`/batch/${encode(batchId)}`));
}

/** GET /batch/{id}/materials: a page of the batch's materials, newest first. */
export async function fetchMaterials(
  batchId: string,
  { page = 1, limit = MATERIALS_PAGE_SIZE }: { page?: number; limit?: number } = {},
): Promise<MaterialPage> {
  const response = await api.get(`/batch/${encode(batchId)}/materials`, { params: { page, limit } });
  const items = envelopeData<Material[]>(response);
  const meta = (response.data as { meta?: PageMeta }).meta ?? { page, limit, total: items.length };
  return { items, meta };
}

/** The multipart body of a shared file: `title` and `file` (its name kept). */
export function materialFormData({ title, file }: Pick<ShareFileInput, 'title' | 'file'>): FormData {
  const body = new FormData();
  body.append('title', title);
  body.append('file', file, file.name ?? 'file');
  return body;
}

/** Shares a file with the batch (multipart/form-data): answers the new material (413 over 10 MB, 415 wrong type). */
export async function shareMaterialFile(batchId: string, input: ShareFileInput): Promise<Material> {
  const { onProgress } = input;
  const response = await api.post(`/batch/${encode(batchId)}/materials`, materialFormData(input), {
    ...(onProgress && {
      onUploadProgress: (event: { loaded: number; total?: number }) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    }),
  });
  expectCreated(response);
  return envelopeData<Material>(response);
}

/** Shares a link with the batch (JSON `{ title, url }`): answers the new material. */
export async function shareMaterialLink(batchId: string, input: ShareLinkInput): Promise<Material> {
  const response = await api.post(`/batch/${encode(batchId)}/materials`, input);
  expectCreated(response);
  return envelopeData<Material>(response);
}

/** DELETE /batch/{id}/materials/{materialId}: the teacher, whoever shared it, or an admin. */
export async function deleteMaterial(batchId: string, materialId: string): Promise<void> {
  await api.delete(`/batch/${encode(batchId)}/materials/${encode(materialId)}`);
}

/** PUT /batch/{id}/materials/sharing: the teacher lets the students share too, or not; answers the batch. */
export async function setMaterialSharing(batchId: string, studentsShare: boolean): Promise<Batch> {
  return envelopeData<Batch>(
    await api.put(`/batch/${encode(batchId)}/materials/sharing`, { students_share_materials: studentsShare }),
  );
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

/** The query of one batch (GET /batch/{id}). */
export const batchQuery = (batchId: string) => ({
  queryKey: batchQueryKeys.one(batchId),
  queryFn: () => fetchBatch(batchId),
});

/** The query of a page of a batch's materials, fetched again before its links expire. */
export const materialsQuery = (batchId: string, page = 1, limit = MATERIALS_PAGE_SIZE) => ({
  queryKey: materialQueryKeys.list(batchId, page, limit),
  queryFn: () => fetchMaterials(batchId, { page, limit }),
  refetchInterval: MATERIAL_LINKS_REFRESH_MS,
});

/** One batch (no call without an id). */
export function useBatch(batchId: string | null | undefined) {
  return useQuery({ ...batchQuery(batchId ?? ''), enabled: useSignedIn() && Boolean(batchId) });
}

/** A page of a batch's materials (no call without a batch); fetched again before its links expire. */
export function useMaterials(batchId: string | null | undefined, page = 1, limit = MATERIALS_PAGE_SIZE) {
  return useQuery({
    ...materialsQuery(batchId ?? '', page, limit),
    enabled: useSignedIn() && Boolean(batchId),
  });
}

/** A batch's materials a page at a time ('Load more'); `meta.total` of the first page is the count. */
export function useMaterialPages(batchId: string | null | undefined, limit = MATERIALS_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: materialQueryKeys.pages(batchId ?? '', limit),
    queryFn: ({ pageParam }) => fetchMaterials(batchId ?? '', { page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: (last: MaterialPage) =>
      last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined,
    enabled: useSignedIn() && Boolean(batchId),
    refetchInterval: MATERIAL_LINKS_REFRESH_MS,
  });
}

/** What each change to a batch's materials does (the hooks below use them; tests drive them directly). */
export const materialMutations = {
  /** Shares a file; then the batch's lists (every page) are fetched again. */
  shareFile: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (input: ShareFileInput) => shareMaterialFile(batchId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialQueryKeys.batch(batchId) }),
  }),
  /** Shares a link; then the batch's lists are fetched again. */
  shareLink: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (input: ShareLinkInput) => shareMaterialLink(batchId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialQueryKeys.batch(batchId) }),
  }),
  /** Deletes one; it leaves the cached lists at once, and they are fetched again. */
  remove: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (materialId: string) => deleteMaterial(batchId, materialId),
    onSuccess: (_: void, materialId: string) =>
      queryClient.setQueriesData<MaterialPage>({ queryKey: materialQueryKeys.batch(batchId) }, (page) =>
        page && 'items' in page
          ? {
              items: page.items.filter((item) => item._id !== materialId),
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialQueryKeys.batch(batchId) }),
  }),
  /** The teacher's switch: the answer replaces the cached batch; the batch lists are fetched again. */
  sharing: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (studentsShare: boolean) => setMaterialSharing(batchId, studentsShare),
    onSuccess: (batch: Batch) => {
      queryClient.setQueryData(batchQueryKeys.one(batchId), batch);
      return queryClient.invalidateQueries({ queryKey: batchQueryKeys.list });
    },
  }),
};

/** Shares a file with the batch: `mutate({ title, file, onProgress? })`. */
export const useShareMaterialFile = (batchId: string) =>
  useMutation(materialMutations.shareFile(useQueryClient(), batchId));

/** Shares a link with the batch: `mutate({ title, url })`. */
export const useShareMaterialLink = (batchId: string) =>
  useMutation(materialMutations.shareLink(useQueryClient(), batchId));

/** Deletes one of the batch's materials: `mutate(materialId)`. */
export const useDeleteMaterial = (batchId: string) =>
  useMutation(materialMutations.remove(useQueryClient(), batchId));

/** The teacher's switch: `mutate(true)` lets the students share too. */
export const useSetMaterialSharing = (batchId: string) =>
  useMutation(materialMutations.sharing(useQueryClient(), batchId));
