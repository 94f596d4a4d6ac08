import { dashboardPath, safeNextPath } from './navigation';

describe('dashboardPath', () => {
  it.each([
    ['student', '/student/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['admin', '/admin/dashboard'],
    [null, '/'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(dashboardPath(role)).toBe(path);
  });
});

describe('safeNextPath', () => {
  it.each(['/student/posts', '/viewprofile?tab=1', '/'])('keeps the site path %s', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([null, '', 'student/posts', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb'])(
    'rejects %p',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
    },
  );
});
