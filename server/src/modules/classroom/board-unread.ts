// Unread counts of batch boards: a member's unread messages on a board are those others wrote after the member
// last marked it read (board_reads), all of them before the first time, counted up to a bound. Apart from
// board.ts so that the batch views (modules/batches) read them without importing the board's routes and rules.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { UNREAD_MESSAGES_COUNTED } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { boardMessages, boardReads } from '../../db/schema';

/** The reader: an id, or a column or placeholder that gives one. */
type Reader = string | Placeholder | SQL;

/**
 * The reader's unread messages on one board (`batchId` may be a column of the outer query), as a number, at most
 * UNREAD_MESSAGES_COUNTED: a walk of the board's messages from the reader's last read on (board_messages_batch_idx),
 * not by the reader (a message whose author is gone counts as someone else's), stopping at the bound.
 */
export const unreadCountOn = (batchId: SQL, userId: Reader) =>
  sql<number>`(select count(*)::int from (
    select 1 from ${boardMessages}
    where ${boardMessages.batchId} = ${batchId}
      and ${boardMessages.createdAt} > coalesce((select ${boardReads.readAt} from ${boardReads}
        where ${boardReads.batchId} = ${batchId} and ${boardReads.userId} = ${userId}), '-infinity')
      and (${boardMessages.authorId} is null or ${boardMessages.authorId} <> ${userId})
    limit ${UNREAD_MESSAGES_COUNTED}) unread)`;

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
