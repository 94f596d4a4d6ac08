import { REPORT_MESSAGES, type Report } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { reports } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { findActiveUserById } from '../users/repository';

/** What a report is about besides its reportee: a board message, quoted as it was (modules/classroom/board.ts). */
export interface ReportedMessage {
  boardMessageId: string;
  quotedText: string;
}

/**
 * Files a report of `caller` about another active user (DESIGN §5 Reports), as POST /report/create does: not
 * about oneself (400), not about a missing or removed account (404). Admins see it in their reports list.
 */
export async function fileReport(
  db: Queryable,
  caller: AuthUser,
  reporteeId: string,
  message: string,
  about?: ReportedMessage,
): Promise<Report> {
  if (reporteeId === caller.id) {
    throw new BadRequestError(REPORT_MESSAGES.notYourself, { reportee_id: REPORT_MESSAGES.notYourself });
  }
  const reportee = await findActiveUserById(db, reporteeId);
  if (!reportee) throw new NotFoundError(REPORT_MESSAGES.userNotFound);
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: caller.id,
      reporteeId,
      message,
      boardMessageId: about?.boardMessageId ?? null,
      quotedText: about?.quotedText ?? null,
    })
    .returning();
  if (!row) throw new Error('report was not inserted');
  return {
    _id: row.id,
    reportee_id: { _id: reportee.id, username: reportee.username },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
