import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_LANGUAGES, ROLES } from '@pathshala/shared-api/contract';
import { gender, matchingColumns } from './matching';

export const userRole = pgEnum('user_role', ROLES);
export const userLanguage = pgEnum('user_language', ACCOUNT_LANGUAGES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    coverImage: text('cover_image'),
    /** The language the account chose for the server's messages and mails; null: never chosen (English mail). */
    language: userLanguage('language'),
    /** A teacher's (a request may prefer a male or female tutor); null for everyone else and until given. */
    gender: gender('gender'),
    /** Where they live or teach, how and in which medium: ranks `sort=nearest` and recommendations. */
    ...matchingColumns(),
    /** Set when an admin kicks the account: it can no longer sign in, its history is kept. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_role_created_at_idx').on(table.role, table.createdAt),
    // The few removed accounts: search keeps their posts out with an anti-join on this, not a join to every owner.
    index('users_removed_idx')
      .on(table.id)
      .where(sql`${table.removedAt} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
