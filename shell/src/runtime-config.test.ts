import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const registry = {
  apiBaseUrl: 'https://api.pathshala.com.bd/api/v1',
  remotes: {
    student: 'https://cdn.example.com/student/mf-manifest.json',
    teacher: 'https://cdn.example.com/teacher/mf-manifest.json',
    admin: 'https://cdn.example.com/admin/mf-manifest.json',
  },
};

function answer(body: unknown, status = 200) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('reads /config/runtime.json', async () => {
  const fetchSpy = answer(registry);
  await expect(loadRuntimeConfig()).resolves.toEqual(registry);
  expect(fetchSpy).toHaveBeenCalledWith(
    '/config/runtime.json',
    expect.objectContaining({ cache: 'no-cache' }),
  );
});

it('falls back to the locally built remotes when the registry cannot be read', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
});

it('falls back when the registry answers an error', async () => {
  answer({ message: 'Not Found' }, 404);
  await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
});

it('falls back when the registry is not an object', async () => {
  answer(['student']);
  await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
});

it('replaces each missing or malformed entry by its default', () => {
  expect(
    parseRuntimeConfig({ apiBaseUrl: '', remotes: { student: registry.remotes.student, admin: 42 } }),
  ).toEqual({
    apiBaseUrl: '/api/v1',
    remotes: {
      student: registry.remotes.student,
      teacher: '/apps/teacher/mf-manifest.json',
      admin: '/apps/admin/mf-manifest.json',
    },
  });
});
