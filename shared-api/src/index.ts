// The API client, the session and the auth calls ('@pathshala/shared-api/core'), and the query hooks.
// The core is imported by its package name, not './core': both entries are shared singletons, and so the
// portal loads the core's code once, whichever entry a page imports first.
export * from '@pathshala/shared-api/core';
export { createQueryClient, queryKeys, fetchProfile, fetchUser, useProfile, useUser } from './queries';
export * from './posts';
export * from './batches';
export * from './ratings';
export * from './admin';
export * from './notifications';
export * from './profile';
