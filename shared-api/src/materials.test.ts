import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from './client';
import type { Material } from './contract';
import {
  batchQuery,
  deleteMaterial,
  fetchBatch,
  fetchMaterials,
  materialFormData,
  materialMutations,
  materialsQuery,
  MATERIAL_LINKS_REFRESH_MS,
  setMaterialSharing,
  shareMaterialFile,
  shareMaterialLink,
} from './materials';
import * as classroom from './classroom';
import { batchQueryKeys, materialQueryKeys } from './query-keys';
import { makeBatch, paged, TEACHER, userRef } from './testing';
import { API, failure, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

const batch = makeBatch();

function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    _id: 'mmmmmmmm-0000-4000-8000-000000000001',
    batch_id: batch._id,
    title: 'Chapter 3 worksheet',
    kind: 'file',
    url: null,
    file: { name: 'worksheet.pdf', type: 'application/pdf', size: 2048, url: '/api/v1/batch-files/abc' },
    uploaded_by: userRef(TEACHER),
    can_delete: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const material = makeMaterial();
const link = makeMaterial({
  _id: 'mmmmmmmm-0000-4000-8000-000000000002',
  kind: 'link',
  url: 'https://example.com/notes',
  file: null,
});

describe('the calls', () => {
  it('fetches one batch at GET /batch/:id', async () => {
    server.use(
      http.get(`${API}/batch/:id`, ({ params }) => HttpResponse.json(ok({ ...batch, _id: params.id }))),
    );
    await expect(fetchBatch(batch._id)).resolves.toEqual(batch);
  });

  it('fetches a page of materials with its meta', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/batch/:id/materials`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(paged([material, link], { page: 2, limit: 2, total: 5 }));
      }),
    );
    await expect(fetchMaterials(batch._id, { page: 2, limit: 2 })).resolves.toEqual({
      items: [material, link],
      meta: { page: 2, limit: 2, total: 5 },
    });
    expect(asked).toEqual(['?page=2&limit=2']);
  });

  it('shares a file as multipart/form-data with its title and name', async () => {
    const sent: { title: unknown; name: unknown; size: unknown; type: string | null }[] = [];
    server.use(
      http.post(`${API}/batch/:id/materials`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        sent.push({
          title: form.get('title'),
          name: file.name,
          size: file.size,
          type: request.headers.get('content-type'),
        });
        return HttpResponse.json(ok(material, 201), { status: 201 });
      }),
    );
    const file = Object.assign(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
      name: 'worksheet.pdf',
    });
    await expect(shareMaterialFile(batch._id, { title: 'Chapter 3 worksheet', file })).resolves.toEqual(
      material,
    );
    expect(sent).toEqual([
      {
        title: 'Chapter 3 worksheet',
        name: 'worksheet.pdf',
        size: 8,
        type: expect.stringMatching(/^multipart\/form-data/),
      },
    ]);
    const body = materialFormData({ title: 'x', file: new Blob(['a']) });
    expect((body.get('file') as File).name).toBe('file');
  });

  it('shares a link as JSON, deletes, and sets the sharing switch', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${API}/batch/:id/materials`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json(ok(link, 201), { status: 201 });
      }),
      http.delete(`${API}/batch/:id/materials/:materialId`, ({ params }) => {
        seen.push(`deleted ${params.materialId as string}`);
        return HttpResponse.json(ok(null));
      }),
      http.put(`${API}/batch/:id/materials/sharing`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json(ok({ ...batch, students_share_materials: true }));
      }),
    );
    await expect(
      shareMaterialLink(batch._id, { title: 'Notes', url: 'https://example.com/notes' }),
    ).resolves.toEqual(link);
    await deleteMaterial(batch._id, link._id);
    await expect(setMaterialSharing(batch._id, true)).resolves.toMatchObject({
      students_share_materials: true,
    });
    expect(seen).toEqual([
      { title: 'Notes', url: 'https://example.com/notes' },
      `deleted ${link._id}`,
      { students_share_materials: true },
    ]);
  });

  it("rejects with the server's message for a file too large or of the wrong type", async () => {
    server.use(
      http.post(`${API}/batch/:id/materials`, () =>
        HttpResponse.json(failure(413, 'File must be at most 10 MB'), { status: 413 }),
      ),
    );
    await expect(shareMaterialFile(batch._id, { title: 'Big', file: new Blob(['x']) })).rejects.toMatchObject(
      { response: { status: 413, data: { message: 'File must be at most 10 MB' } } },
    );
  });

  it('the classroom entry re-exports the materials calls and hooks', () => {
    expect(classroom.useMaterials).toBeDefined();
    expect(classroom.useShareMaterialFile).toBeDefined();
    expect(classroom.useBatch).toBeDefined();
  });
});

describe('the queries and mutations the hooks run', () => {
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('caches a batch and its materials under their keys; the list is refetched before links expire', async () => {
    server.use(
      http.get(`${API}/batch/:id`, () => HttpResponse.json(ok(batch))),
      http.get(`${API}/batch/:id/materials`, () => HttpResponse.json(paged([material]))),
    );
    const client = newClient();
    await client.fetchQuery(batchQuery(batch._id));
    await client.fetchQuery(materialsQuery(batch._id));
    expect(client.getQueryData(batchQueryKeys.one(batch._id))).toEqual(batch);
    expect(client.getQueryData(materialQueryKeys.list(batch._id, 1, 20))).toEqual({
      items: [material],
      meta: { page: 1, limit: 20, total: 1 },
    });
    expect(materialsQuery(batch._id).refetchInterval).toBeLessThan(60 * 60 * 1000);
    expect(MATERIAL_LINKS_REFRESH_MS).toBe(30 * 60 * 1000);
  });

  it("sharing marks that batch's lists stale, not another batch's", async () => {
    server.use(
      http.get(`${API}/batch/:id/materials`, () => HttpResponse.json(paged([material]))),
      http.post(`${API}/batch/:id/materials`, () => HttpResponse.json(ok(link, 201), { status: 201 })),
    );
    const client = newClient();
    await client.fetchQuery(materialsQuery(batch._id));
    client.setQueryData(materialQueryKeys.list('other-batch', 1, 20), {
      items: [],
      meta: { page: 1, limit: 20, total: 0 },
    });
    await new MutationObserver(client, materialMutations.shareLink(client, batch._id)).mutate({
      title: 'Notes',
      url: 'https://example.com/notes',
    });
    expect(client.getQueryState(materialQueryKeys.list(batch._id, 1, 20))?.isInvalidated).toBe(true);
    expect(client.getQueryState(materialQueryKeys.list('other-batch', 1, 20))?.isInvalidated).toBe(false);
  });

  it('deleting takes the material out of the cached list at once', async () => {
    server.use(
      http.delete(`${API}/batch/:id/materials/:materialId`, () => HttpResponse.json(ok(null))),
      http.get(`${API}/batch/:id/materials`, () => HttpResponse.json(paged([link]))),
    );
    const client = newClient();
    client.setQueryData(materialQueryKeys.list(batch._id, 1, 20), {
      items: [material, link],
      meta: { page: 1, limit: 20, total: 2 },
    });
    const observer = new MutationObserver(client, {
      ...materialMutations.remove(client, batch._id),
      onSettled: undefined,
    });
    await observer.mutate(material._id);
    expect(client.getQueryData(materialQueryKeys.list(batch._id, 1, 20))).toEqual({
      items: [link],
      meta: { page: 1, limit: 20, total: 1 },
    });
  });

  it("the sharing switch puts the answer in the batch's cache and refreshes the batch lists", async () => {
    const changed = { ...batch, students_share_materials: true };
    server.use(http.put(`${API}/batch/:id/materials/sharing`, () => HttpResponse.json(ok(changed))));
    const client = newClient();
    client.setQueryData(batchQueryKeys.one(batch._id), batch);
    client.setQueryData(batchQueryKeys.list, [batch]);
    await new MutationObserver(client, materialMutations.sharing(client, batch._id)).mutate(true);
    expect(client.getQueryData(batchQueryKeys.one(batch._id))).toEqual(changed);
    expect(client.getQueryState(batchQueryKeys.list)?.isInvalidated).toBe(true);
  });
});
