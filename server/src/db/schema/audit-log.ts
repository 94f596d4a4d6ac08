import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ACTIONS } from '@pathshala/shared-api/contract';
import { users } from './users';

/**
 * What an admin did to which record (DESIGN §5 Reports and Admin dashboard), written in the same
 * transaction as the change itself. `target` keeps a readable name of the record as it was then (a
 * username, a post title, a batch subject), so the entry still reads well after the record changes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetId: text('target_id').notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
