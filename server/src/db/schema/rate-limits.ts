import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' fixed-window counters when they count in the database (no REDIS_URL): one row per limit
 * and key (http/rate-limit-store.ts), shared by every instance. A request upserts its row: `count` goes up,
 * or starts again at 1 with a new `reset_at` once the window has ended. Rows whose window ended are deleted
 * now and then, so the table holds only the keys seen within their windows. The migration makes it UNLOGGED
 * (no WAL, so no flush per request); after a crash or on a promoted standby it starts empty.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
