import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@pathshala/shared-api/contract';
import { reports, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { NotFoundError } from '../../http/errors';
import type { Queryable } from '../../db';
import {
  withNotices,
  type Notice,
  type NoticeContext,
  type NoticeLog,
  type Notices,
} from '../notifications/notices';
import { recordAudit } from './audit';

/** Tells a reporter that their report was resolved (in English, ADMIN_MESSAGES.reportResolvedNotice). */
const reportResolvedNotice =
  (username: string): Notice =>
  (text) => ({ message: text.t('notice.reportResolved', { username }) });

/**
 * DELETE /report/delete/{reportId}: an admin resolves an open report. The row stays (resolved_at and
 * resolved_by set) and leaves the open list; the reporter is told. A report that is missing or already
 * resolved is a 404: there is no open report by that id.
 */
export function resolveReport(
  ctx: NoticeContext,
  log: NoticeLog,
  admin: AuthUser,
  reportId: string,
): Promise<void> {
  return withNotices(ctx, log, async (tx, notices) => {
    const [resolved] = await tx
      .update(reports)
      .set({ resolvedAt: new Date(), resolvedBy: admin.id })
      .where(and(eq(reports.id, reportId), isNull(reports.resolvedAt)))
      .returning();
    if (!resolved) throw new NotFoundError(ADMIN_MESSAGES.reportNotFound);
    const [reportee] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, resolved.reporteeId));
    const username = reportee?.username ?? 'a user';
    await notices.add(tx, [resolved.reporterId], reportResolvedNotice(username));
    await recordAudit(tx, admin.id, { action: 'resolve_report', targetId: resolved.id, target: username });
  });
}

/**
 * Resolves every open report about a user who has just been kicked (the kick answered them), in the
 * kick's transaction; each reporter is told once.
 */
export async function resolveReportsAbout(
  tx: Queryable,
  notices: Notices,
  admin: AuthUser,
  reportee: { id: string; username: string },
): Promise<void> {
  const resolved = await tx
    .update(reports)
    .set({ resolvedAt: new Date(), resolvedBy: admin.id })
    .where(and(eq(reports.reporteeId, reportee.id), isNull(reports.resolvedAt)))
    .returning({ reporterId: reports.reporterId });
  const reporters = [...new Set(resolved.map((report) => report.reporterId))];
  if (reporters.length > 0) await notices.add(tx, reporters, reportResolvedNotice(reportee.username));
}
