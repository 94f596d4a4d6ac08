import { signedInText, type SignedInKey } from '../signed-in/i18n';
import { navItem, type NavItem } from './navItem';

export type { NavItem } from './navItem';

export type NavRole = 'student' | 'teacher' | 'admin';

const link = (labelKey: SignedInKey, to: string) => navItem(signedInText, labelKey, to);

/** Each role's top-bar links (spec §2 "Navigation per role"); each label reads in the active language. */
export const ROLE_LINKS: Record<NavRole, NavItem[]> = {
  student: [
    link('nav.dashboard', '/student/dashboard'),
    link('nav.postRequest', '/student/tuitionrequest'),
    link('nav.findTutor', '/student/tutorsearch'),
    link('nav.yourPosts', '/student/posts'),
    link('nav.yourBatches', '/student/batches'),
    link('nav.schedule', '/student/schedule'),
  ],
  teacher: [
    link('nav.dashboard', '/teacher/dashboard'),
    link('nav.postTuition', '/teacher/tuitionpost'),
    link('nav.findTuitions', '/teacher/tuitionsearch'),
    link('nav.yourPosts', '/teacher/posts'),
    link('nav.yourBatches', '/teacher/batches'),
    link('nav.schedule', '/teacher/schedule'),
  ],
  admin: [
    link('nav.dashboard', '/admin/dashboard'),
    link('nav.users', '/admin/users'),
    link('nav.posts', '/admin/posts'),
    link('nav.batches', '/admin/batches'),
    link('nav.reports', '/admin/reports'),
  ],
};
