import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { classSessions, type BatchRow } from '../../db/schema';
import { addDays, startOfDhakaDay } from './dhaka';

export interface StartedClass {
  joinUrl: string;
  expiresAt: Date;
  durationMinutes: number;
}

/**
 * The teacher started an online class: it belongs to that day's class (in Dhaka; the one nearest to now when
 * there are several, a cancelled one never), which counts as held from now and carries the join link. On a day
 * without a class it is an extra class, starting now. `tx` holds the batch's row lock.
 */
export async function holdTodaysClass(
  tx: Tx,
  batch: BatchRow,
  started: StartedClass,
  now: Date,
): Promise<void> {
  const dayStart = startOfDhakaDay(now);
  const [today] = await tx
    .select({ id: classSessions.id, heldAt: classSessions.heldAt })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.batchId, batch.id),
        isNull(classSessions.cancelledAt),
        gte(classSessions.startsAt, dayStart),
        lt(classSessions.startsAt, addDays(dayStart, 1)),
      ),
    )
    .orderBy(
      sql`abs(extract(epoch from ${classSessions.startsAt} - ${now.toISOString()}::timestamptz))`,
      asc(classSessions.startsAt),
    )
    .limit(1)
    .for('update');
  const link = { joinClassLink: started.joinUrl, joinClassExpiresAt: started.expiresAt };
  if (today) {
    await tx
      .update(classSessions)
      .set({ ...link, heldAt: today.heldAt ?? now })
      .where(eq(classSessions.id, today.id));
    return;
  }
  await tx
    .insert(classSessions)
    .values({
      batchId: batch.id,
      scheduledAt: now,
      startsAt: now,
      durationMinutes: started.durationMinutes,
      heldAt: now,
      ...link,
    })
    .onConflictDoNothing();
}
