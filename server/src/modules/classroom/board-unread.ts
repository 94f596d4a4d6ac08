// Unread counts of batch boards: a member's unread messages on a board are those others wrote after the member
// last marked it read (board_reads), all of them before the first time. Apart from board.ts so that the batch
// views (modules/batches) read them without importing the board's routes and rules.
import { and, count, eq, gt, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db';
import { isAnyOf, preparedStatement } from '../../db/prepared';
import { boardMessages, boardReads } from '../../db/schema';

/** Joins board_messages to the reader's own board_reads row of each message's board. */
const readsBy = (userId: string | Placeholder) =>
  and(eq(boardReads.batchId, boardMessages.batchId), eq(boardReads.userId, userId));

/** Of board_messages joined with readsBy: the messages the reader has not read. */
const unreadBy = (userId: string | Placeholder) =>
  and(
    // Not written by the reader (a message whose author is gone counts as someone else's)…
    or(isNull(boardMessages.authorId), ne(boardMessages.authorId, userId)),
    // …and not yet read: none of it when the reader has no board_reads row.
    or(isNull(boardReads.readAt), gt(boardMessages.createdAt, boardReads.readAt)),
  );

/** The reader's unread messages on one board (`batchId` may be a column of the outer query), as a number. */
export const unreadCountOn = (batchId: SQL, userId: string | Placeholder) =>
  sql<number>`(select count(*)::int from ${boardMessages} left join ${boardReads} on ${readsBy(userId)}
    where ${boardMessages.batchId} = ${batchId} and ${unreadBy(userId)})`;

const unreadByBatch = preparedStatement('board_unread_by_batch', (db, name) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ batchId: boardMessages.batchId, count: count() })
    .from(boardMessages)
    .leftJoin(boardReads, readsBy(userId))
    .where(and(isAnyOf(boardMessages.batchId, 'batchIds'), unreadBy(userId)))
    .groupBy(boardMessages.batchId)
    .prepare(name);
});

/** One user's unread counts on some batches (one grouped query); batches with none are absent. */
export async function unreadMessagesOf(
  db: Queryable,
  userId: string,
  batchIds: readonly string[],
): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await unreadByBatch(db).execute({ userId, batchIds: [...batchIds] });
  return new Map(rows.map((row) => [row.batchId, row.count]));
}

/** Some users' unread counts on one batch (one grouped query); users with none are absent. */
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
    select reader.id as "userId", count(*)::int as "count"
    from unnest(array[${readers}]::uuid[]) as reader(id)
    join ${boardMessages} m on m.batch_id = ${batchId} and (m.author_id is null or m.author_id <> reader.id)
    left join ${boardReads} r on r.batch_id = m.batch_id and r.user_id = reader.id
    where r.read_at is null or m.created_at > r.read_at
    group by reader.id`)) as unknown as { rows: { userId: string; count: number }[] };
  return new Map(result.rows.map((row) => [row.userId, Number(row.count)]));
}
