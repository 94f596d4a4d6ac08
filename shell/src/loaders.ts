// Where each lazily loaded part of the shell comes from. The routes (routes.tsx) and the catalogues (each
// i18n.ts) load them on demand; the entry starts those of the first screen at once (first-screen.ts), so this
// module must stay free of shared modules: the entry imports it before they are negotiated.
import type { CatalogLoaders } from '@pathshala/shared-ui/startup';

/** The shell's catalogues, in each language. */
export const catalogs = {
  shell: { en: () => import('./locales/en.json'), bn: () => import('./locales/bn.json') },
  auth: {
    en: () => import('./pages/auth/locales/en.json'),
    bn: () => import('./pages/auth/locales/bn.json'),
  },
  about: {
    en: () => import('./pages/public/locales/en.json'),
    bn: () => import('./pages/public/locales/bn.json'),
  },
  account: { en: () => import('./account/locales/en.json'), bn: () => import('./account/locales/bn.json') },
} satisfies Record<string, CatalogLoaders>;

/** The shell's own pages, each a chunk of its own. */
export const pages = {
  landing: () => import('./pages/public/Landing'),
  about: () => import('./pages/public/About'),
  routeError: () => import('./pages/public/RouteError'),
  login: () => import('./pages/auth/Login'),
  signup: () => import('./pages/auth/Signup'),
  forgotPassword: () => import('./pages/auth/ForgotPassword'),
  resetPassword: () => import('./pages/auth/ResetPassword'),
  viewProfile: () => import('./pages/profile/ViewProfile'),
  editProfile: () => import('./pages/profile/EditProfile'),
  notifications: () => import('./pages/notifications/Notifications'),
  teacherProfile: () => import('./pages/profile/TeacherProfile'),
  paymentSuccess: () => import('./pages/payment/PaymentSuccess'),
  paymentFailure: () => import('./pages/payment/PaymentFailure'),
};

/** The signed-in frame: guards, the role's top bar with its menus, remote loading. */
export const signedInArea = () => import('./layout/signed-in-area');

/** Everything a signed-in page needs from the shell, fetched together: the query layer (ApiScope) and the frame. */
export const signedInFrame = () => Promise.all([import('./layout/ApiScope'), signedInArea()]);
