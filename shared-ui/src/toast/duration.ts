/** Spec §4: a toast hides after 3 seconds. */
export const TOAST_DURATION_MS = 3000;
