import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A teacher's SSLCommerz store; the password is AES-256-GCM ciphertext (see crypto.ts), never returned. */
export const teacherPaymentAccounts = pgTable('teacher_payment_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  storeId: text('store_id').notNull(),
  storePasswordEncrypted: text('store_password_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
