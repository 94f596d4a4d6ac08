// '@pathshala/shared-api': what every signed-in page needs, whatever the role: the core (client, session, auth
// calls), the one QueryClient, the signed-in user's profile and its edit, and their notifications (the bell in
// every signed-in bar). Each role's area has an entry of its own, so a page loads only its role's hooks (DESIGN
// §1): '/posts', '/batches' (batches, payments, classes), '/schedule' (the calendar, moving and cancelling a
// class, attendance, the calendar link), '/ratings' (reviews, reports, the teacher dashboard) and '/admin'; '/contract' is the contract (zod schemas and types) and '/contract/errors' reads a failed call's
// error envelope without the schema library.
// The core is imported by its package name, not './core': both entries are shared singletons, and so the
// portal loads the core's code once, whichever entry a page imports first.
export * from '@pathshala/shared-api/core';
export {
  createQueryClient,
  fetchProfile,
  fetchUser,
  profileQuery,
  useProfile,
  useUser,
  type RemotePreload,
} from './queries';
export { queryKeys } from './query-keys';
export * from './notifications';
export * from './profile';
