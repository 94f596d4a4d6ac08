import { desc, eq } from 'drizzle-orm';
import type { AdminAction, AdminListQuery, AuditEntry } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { auditLog, users } from '../../db/schema';
import { countAll, windowOf, type Page } from './paging';

export interface AuditRecord {
  action: AdminAction;
  targetId: string;
  /** A readable name of the record as it is now (a username, a post title, a batch name). */
  target: string;
}

/** Writes one audit entry; pass the transaction of the change it records, so both commit or neither. */
export async function recordAudit(tx: Queryable, actorId: string, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ actorId, ...record });
}

/** GET /admin/audit-log: newest first, with the acting admin as { _id, username } (null once deleted). */
export async function listAuditLog(db: Queryable, query: AdminListQuery): Promise<Page<AuditEntry>> {
  const { limit, offset } = windowOf(query);
  const rows = await db
    .select({ entry: auditLog, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: countAll }).from(auditLog);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ entry, actorUsername }) => ({
      _id: entry.id,
      actor: entry.actorId && actorUsername !== null ? { _id: entry.actorId, username: actorUsername } : null,
      action: entry.action,
      target_id: entry.targetId,
      target: entry.target,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
