// The shell provides every runtime entry of the shared packages to the remotes (DESIGN §3), including
// entries no shell page imports yet: a remote must never fall back to a copy of its own (a second Chakra,
// router or session store, with contexts the shell's providers do not fill). Naming an entry in a dynamic
// import is enough for the shell to provide it; it is fetched only when a remote asks for it.
// The build fails when an entry is provided nowhere (webpack/federated-app.mjs).
export const entriesOnlyRemotesUse = [
  // The design system's post and batch parts: the student and teacher remotes' screens.
  () => import('@pathshala/shared-ui/posts'),
  () => import('@pathshala/shared-ui/batches'),
  // The teacher dashboard's chart: fetched only when that page asks for it.
  () => import('@pathshala/shared-ui/charts'),
  // The area hooks of the student and teacher remotes (posts) and of the admin remote.
  () => import('@pathshala/shared-api/posts'),
  () => import('@pathshala/shared-api/admin'),
  // Reading an error envelope without the API client (the design system's forms and toasts use it).
  () => import('@pathshala/shared-api/contract/errors'),
];
