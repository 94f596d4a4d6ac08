import { aliasedTable, and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminReport, AdminUser, Post } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { posts, reports, users } from '../../db/schema';
import { postResponse, toPostResponse } from '../posts/repository';
import { toUserProfile } from '../users/repository';
import { livePost } from './dashboard';
import { countAll, matchesAny, windowOf, type Page } from './paging';

/** GET /admin/teachers and /admin/students: active accounts of the role, newest first. */
export async function listUsers(
  db: Queryable,
  role: 'student' | 'teacher',
  query: AdminListQuery,
): Promise<Page<AdminUser>> {
  const where = and(
    eq(users.role, role),
    isNull(users.removedAt),
    matchesAny(query.q, [users.firstname, users.lastname, users.username]),
  );
  const { limit, offset } = windowOf(query);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: countAll }).from(users).where(where);
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({ ...toUserProfile(row), createdAt: row.createdAt.toISOString() })),
  };
}

/** GET /admin/posts: every post not removed (of an active owner), newest first; `q` on title or subject. */
export async function listPosts(db: Queryable, query: AdminListQuery): Promise<Page<Post>> {
  const where: SQL | undefined = and(livePost, matchesAny(query.q, [posts.title, posts.subject]));
  const { limit, offset } = windowOf(query);
  const rows = await db
    .select(postResponse)
    .from(posts)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: countAll }).from(posts).where(where);
  return { total: counted?.total ?? 0, items: rows.map(toPostResponse) };
}

const reporter = aliasedTable(users, 'reporter');
const reportee = aliasedTable(users, 'reportee');

/** GET /admin/get-all-reports: open (unresolved) reports, newest first; `q` on either username. */
export async function listOpenReports(db: Queryable, query: AdminListQuery): Promise<Page<AdminReport>> {
  const where = and(isNull(reports.resolvedAt), matchesAny(query.q, [reporter.username, reportee.username]));
  const { limit, offset } = windowOf(query);
  const rows = await db
    .select({
      report: reports,
      reporterUsername: reporter.username,
      reporteeUsername: reportee.username,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reportee, eq(reportee.id, reports.reporteeId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: countAll })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reportee, eq(reportee.id, reports.reporteeId))
    .where(where);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ report, reporterUsername, reporteeUsername }) => ({
      _id: report.id,
      reporter_id: { _id: report.reporterId, username: reporterUsername },
      reportee_id: { _id: report.reporteeId, username: reporteeUsername },
      message: report.message,
      board_message_id: report.boardMessageId,
      quoted_text: report.quotedText,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}
