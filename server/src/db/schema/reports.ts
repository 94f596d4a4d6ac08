import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { boardMessages } from './classroom';
import { users } from './users';

/**
 * A user's report about another user (DESIGN §5 Reports). Admins resolve it later: resolved_at and
 * resolved_by are set and the row stays for audit.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporteeId: uuid('reportee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** A report about a message on a batch's board: the message, and its words as they were when reported. */
    boardMessageId: uuid('board_message_id').references(() => boardMessages.id, { onDelete: 'set null' }),
    quotedText: text('quoted_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('reports_created_at_idx').on(table.createdAt.desc()),
    index('reports_reportee_id_idx').on(table.reporteeId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
