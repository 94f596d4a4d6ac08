// '@pathshala/shared-ui/signed-in': what only signed-in pages load, a shared singleton entry of its own so that the
// public pages (landing, sign-in) ship none of it: the signed-in top bar, and what the signed-in screens of every
// app are built from (the page heading, cards side by side and in titled sections, the states of what a page
// loads, toasts that say how an action went). Named re-exports only (see index.ts).
export { RoleNav } from './layout/RoleNav';
export type { RoleNavProps, RoleNavUser } from './layout/RoleNav';
export { ROLE_LINKS } from './layout/roleLinks';
export { PageHeading } from './layout/PageHeading';
export type { PageHeadingProps } from './layout/PageHeading';
export { CardGrid, CardSection } from './layout/CardGrid';
export type { CardGridProps, CardSectionProps } from './layout/CardGrid';
export { QueryView } from './states/QueryView';
export type { QueryLike, QueryViewProps } from './states/QueryView';
export { LoadError } from './states/LoadError';
export type { LoadErrorProps } from './states/LoadError';
export { runWithToasts, toastFailure, withToasts } from './toast/withToasts';
// Also in the batches entry: a page that opens a gateway or a meeting in a new tab need not load the batch cards.
export { openPendingTab } from './batches/newTab';
export type { ToastTexts } from './toast/withToasts';
// A signed-in screen's form state (the sign-in pages have their own, lighter).
export { useFormState } from './form/useFormState';
export type { SubmitOptions } from './form/useFormState';
