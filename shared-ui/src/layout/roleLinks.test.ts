import { ROLE_LINKS } from './roleLinks';

test('each role has the links of spec §2, in order, and the student and teacher their Schedule', () => {
  expect(ROLE_LINKS.student).toEqual([
    { label: 'Dashboard', to: '/student/dashboard' },
    { label: 'Post Request', to: '/student/tuitionrequest' },
    { label: 'Find Tutor', to: '/student/tutorsearch' },
    { label: 'Your Posts', to: '/student/posts' },
    { label: 'Your Batches', to: '/student/batches' },
    { label: 'Schedule', to: '/student/schedule' },
  ]);
  expect(ROLE_LINKS.teacher).toEqual([
    { label: 'Dashboard', to: '/teacher/dashboard' },
    { label: 'Post Tuition', to: '/teacher/tuitionpost' },
    { label: 'Find Tuitions', to: '/teacher/tuitionsearch' },
    { label: 'Your Posts', to: '/teacher/posts' },
    { label: 'Your Batches', to: '/teacher/batches' },
    { label: 'Schedule', to: '/teacher/schedule' },
  ]);
  expect(ROLE_LINKS.admin.map((link) => link.to)).toEqual([
    '/admin/dashboard',
    '/admin/users',
    '/admin/posts',
    '/admin/batches',
    '/admin/reports',
  ]);
});
