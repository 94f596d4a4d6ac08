import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per refresh token. A sign-in starts a family; every refresh marks its row replaced and adds
 * the next row to the same family, so presenting a replaced token again reveals theft and revokes the
 * family. `replaced_by` names the next row but has no foreign key: it is written before that row exists.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique('sessions_refresh_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    persistent: boolean('persistent').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_family_id_idx').on(table.familyId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
