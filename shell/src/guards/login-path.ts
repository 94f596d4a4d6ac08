/** Where a signed-out visitor is sent: the login page, which returns them to `next` afterwards. */
export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
