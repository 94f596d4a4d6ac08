export interface NavItem {
  label: string;
  to: string;
}

export type NavRole = 'student' | 'teacher' | 'admin';

/** Each role's top-bar links (spec §2 "Navigation per role"). */
export const ROLE_LINKS: Record<NavRole, NavItem[]> = {
  student: [
    { label: 'Dashboard', to: '/student/dashboard' },
    { label: 'Post Request', to: '/student/tuitionrequest' },
    { label: 'Find Tutor', to: '/student/tutorsearch' },
    { label: 'Your Posts', to: '/student/posts' },
    { label: 'Your Batches', to: '/student/batches' },
  ],
  teacher: [
    { label: 'Dashboard', to: '/teacher/dashboard' },
    { label: 'Post Tuition', to: '/teacher/tuitionpost' },
    { label: 'Find Tuitions', to: '/teacher/tuitionsearch' },
    { label: 'Your Posts', to: '/teacher/posts' },
    { label: 'Your Batches', to: '/teacher/batches' },
  ],
  admin: [
    { label: 'Dashboard', to: '/admin/dashboard' },
    { label: 'Users', to: '/admin/users' },
    { label: 'Posts', to: '/admin/posts' },
    { label: 'Batches', to: '/admin/batches' },
    { label: 'Reports', to: '/admin/reports' },
  ],
};
