/** A user's full name, or the username when they gave none. */
export function fullName(user: { firstname: string; lastname: string; username: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}
