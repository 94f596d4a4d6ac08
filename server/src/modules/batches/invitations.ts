// Being named in a batch is an invitation (batch_invitations): the invitee answers it here. Accepting makes
// them one of the batch's people (its teacher, or a student in batch_members); until then nothing counts them.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { BATCH_MESSAGES, type Batch, type BatchInvitation } from '@pathshala/shared-api/contract';
import type { Queryable, Tx } from '../../db';
import { batchInvitations, batches, batchMembers, type BatchInvitationRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ConflictError, NotFoundError } from '../../http/errors';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { userRefs } from '../users/repository';
import { BATCH_NOTICES } from './mails';
import { batchName, batchViews, lockBatch, viewOf } from './manage';

/** GET /batch/invitations: the caller's unanswered invitations to live batches, newest first. */
export async function listInvitations(db: Queryable, caller: AuthUser): Promise<BatchInvitation[]> {
  const rows = await db
    .select({ invitation: batchInvitations })
    .from(batchInvitations)
    .innerJoin(batches, eq(batches.id, batchInvitations.batchId))
    .where(and(eq(batchInvitations.userId, caller.id), isNull(batches.deletedAt)))
    .orderBy(desc(batchInvitations.createdAt), desc(batchInvitations.id));
  if (rows.length === 0) return [];
  const invitations = rows.map((row) => row.invitation);
  const views = await batchViews(
    db,
    caller,
    inArray(
      batches.id,
      invitations.map((invitation) => invitation.batchId),
    ),
  );
  const viewOfBatch = new Map(views.map((view) => [view._id, view]));
  const inviters = await userRefs(
    db,
    invitations.map((invitation) => invitation.invitedBy),
  );
  return invitations.flatMap((invitation) => {
    const batch = viewOfBatch.get(invitation.batchId);
    if (!batch) return [];
    return [
      {
        _id: invitation.id,
        role: invitation.role,
        invited_by: inviters.get(invitation.invitedBy) ?? { _id: invitation.invitedBy, username: '' },
        batch,
        createdAt: invitation.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * Takes the caller's invitation out of a live batch, which it locks for the rest of the transaction: the
 * invitation and the batch, or a 404 when the invitation is not the caller's, is gone, or its batch is
 * deleted (never saying which, so nobody learns of another's invitation).
 */
async function takeInvitation(tx: Tx, caller: AuthUser, invitationId: string) {
  const notFound = () => new NotFoundError(BATCH_MESSAGES.invitationNotFound);
  const [found] = await tx
    .select({ batchId: batchInvitations.batchId })
    .from(batchInvitations)
    .where(and(eq(batchInvitations.id, invitationId), eq(batchInvitations.userId, caller.id)));
  if (!found) throw notFound();
  const batch = await lockBatch(tx, found.batchId, BATCH_MESSAGES.invitationNotFound);
  // Deleted only now, under the batch's lock: of two answers at once, the second finds nothing.
  const [invitation]: BatchInvitationRow[] = await tx
    .delete(batchInvitations)
    .where(and(eq(batchInvitations.id, invitationId), eq(batchInvitations.userId, caller.id)))
    .returning();
  if (!invitation) throw notFound();
  return { invitation, batch };
}

/**
 * PUT /batch/invitations/{invitationId}/accept: a student joins the batch's students (409 when it is full),
 * a teacher becomes its teacher (409 when it has one by now). The owner is told, and for a student the
 * teacher too.
 */
export function acceptInvitation(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  invitationId: string,
): Promise<Batch> {
  return withNotices(ctx, log, async (tx, notices) => {
    const { invitation, batch } = await takeInvitation(tx, caller, invitationId);
    if (invitation.role === 'teacher') {
      if (batch.teacherId !== null) throw new ConflictError(BATCH_MESSAGES.teacherTaken);
      await tx.update(batches).set({ teacherId: caller.id }).where(eq(batches.id, batch.id));
    } else {
      if (batch.isBatch && batch.maxSize !== null) {
        const [members] = await tx
          .select({ n: count() })
          .from(batchMembers)
          .where(eq(batchMembers.batchId, batch.id));
        if ((members?.n ?? 0) >= batch.maxSize) throw new ConflictError(BATCH_MESSAGES.batchFull);
      }
      await tx.insert(batchMembers).values({ batchId: batch.id, userId: caller.id });
    }
    const told = [
      batch.ownerId,
      ...(invitation.role === 'student' && batch.teacherId ? [batch.teacherId] : []),
    ];
    await notices.add(
      tx,
      told.filter((id) => id !== caller.id),
      BATCH_NOTICES.invitationAccepted(caller.username, batchName(batch), invitation.role),
    );
    return viewOf(tx, caller, batch.id);
  });
}

/** PUT /batch/invitations/{invitationId}/decline: the invitation goes and the owner is told. */
export function declineInvitation(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  invitationId: string,
): Promise<void> {
  return withNotices(ctx, log, async (tx, notices) => {
    const { invitation, batch } = await takeInvitation(tx, caller, invitationId);
    await notices.add(
      tx,
      [batch.ownerId],
      BATCH_NOTICES.invitationDeclined(caller.username, batchName(batch), invitation.role),
    );
  });
}
