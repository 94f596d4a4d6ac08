import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AddUserBody, type UserProfile } from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import { CHANGE_LOCK } from '../../db';
import { postInterests, posts, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ConflictError, NotFoundError } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessionsOf } from '../auth/sessions';
import { accountConflictFrom, insertAccount } from '../users/accounts';
import { toUserProfile } from '../users/repository';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { recordAudit } from './audit';
import { resolveReportsAbout } from './reports';

/**
 * POST /admin/add-user: the registration rules (the contract's body, 409 naming a taken field); a
 * teacher's store password sealed as at sign-up. The account and its audit entry commit together.
 */
export async function addUser(
  ctx: Pick<AppContext, 'db' | 'secretBox'>,
  admin: AuthUser,
  body: AddUserBody,
): Promise<UserProfile> {
  const store =
    body.role === 'teacher' && body.sslczStoreId && body.sslczStorePassword
      ? { storeId: body.sslczStoreId, storePasswordEncrypted: ctx.secretBox.encrypt(body.sslczStorePassword) }
      : undefined;
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const row = await insertAccount(tx, { ...body, store }, passwordHash);
      await recordAudit(tx, admin.id, { action: 'add_user', targetId: row.id, target: row.username });
      return row;
    });
    return toUserProfile(user);
  } catch (error) {
    throw accountConflictFrom(error) ?? error;
  }
}

/**
 * DELETE /admin/remove-user/{userId} (kick): the account is marked removed and every session revoked,
 * in one transaction with the audit entry. Authentication checks the token's session and the account
 * on every request (http/auth.ts; its session cache is emptied by this write request), so the user's
 * access tokens stop working at once, refresh and login are refused, and their posts leave search.
 * The open reports about the user are resolved with it (their reporters are told), and their interest in
 * posts still open is withdrawn. Nothing else is deleted: batches, ratings, payments, interests in closed
 * posts and reports of other users stay as they are.
 */
export async function removeUser(
  ctx: NoticeContext,
  log: NoticeLog,
  admin: AuthUser,
  userId: string,
): Promise<void> {
  await withNotices(ctx, log, async (tx, notices) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for(CHANGE_LOCK);
    if (!user || user.removedAt) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
    if (user.role === 'admin') throw new ConflictError(ADMIN_MESSAGES.cannotRemoveAdmin);
    await tx.update(users).set({ removedAt: new Date() }).where(eq(users.id, userId));
    await tx.update(posts).set({ ownerRemoved: true }).where(eq(posts.ownerId, userId));
    await revokeAllSessionsOf(tx, userId);
    // A pending interest is withdrawn, so it holds no seat and shows no name; on a closed post it is history.
    const openPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.status, 'open'));
    await tx
      .delete(postInterests)
      .where(and(eq(postInterests.userId, userId), inArray(postInterests.postId, openPosts)));
    await resolveReportsAbout(tx, notices, admin, user);
    await recordAudit(tx, admin.id, { action: 'remove_user', targetId: user.id, target: user.username });
  });
}
