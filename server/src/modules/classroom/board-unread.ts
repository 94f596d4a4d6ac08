// Unread counts of batch boards: a member's unread messages on a board are those others wrote after the member
// last marked it read (board_reads), all of them before the first time. Apart from board.ts so that the batch
// views (modules/batches) read them without importing the board's routes and rules.
import { and, eq, gt, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db';
import { boardMessages, boardReads } from '../../db/schema';

/** The reader: an id, or a column or placeholder that gives one. */
type Reader = string | Placeholder | SQL;

/** Joins board_messages to the reader's own board_reads row of each message's board. */
const readsBy = (userId: Reader) =>
  and(eq(boardReads.batchId, boardMessages.batchId), eq(boardReads.userId, userId));

/** Of board_messages joined with readsBy: the messages the reader has not read. */
const unreadBy = (userId: Reader) =>
  and(
    // Not written by the reader (a message whose author is gone counts as someone else's)…
    or(isNull(boardMessages.authorId), ne(boardMessages.authorId, userId)),
    // …and not yet read: none of it when the reader has no board_reads row.
    or(isNull(boardReads.readAt), gt(boardMessages.createdAt, boardReads.readAt)),
  );

/** The reader's unread messages on one board (`batchId` may be a column of the outer query), as a number. */
export const unreadCountOn = (batchId: SQL, userId: Reader) =>
  sql<number>`(select count(*)::int from ${boardMessages} left join ${boardReads} on ${readsBy(userId)}
    where ${boardMessages.batchId} = ${batchId} and ${unreadBy(userId)})`;

/** Some users' unread counts on one batch, in one query. */
export async function unreadMessagesOn(
  db: Queryable,
  batchId: string,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const readers = sql.join(
    [...new Set(userIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select reader.id as "userId", ${unreadCountOn(sql`${batchId}::uuid`, sql`reader.id`)} as "count"
    from unnest(array[${readers}]::uuid[]) as reader(id)`)) as unknown as {
    rows: { userId: string; count: number }[];
  };
  return new Map(result.rows.map((row) => [row.userId, Number(row.count)]));
}
