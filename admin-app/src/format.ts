const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '5 Mar 2026' for an ISO date-time (the text itself when it is not one). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** '5 Mar 2026, 14:30' for an ISO date-time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** A user's full name, or the username when they gave none. */
export function fullName(user: { firstname: string; lastname: string; username: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}
