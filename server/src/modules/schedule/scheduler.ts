// The background work of the schedule, on every instance and done once across them: writing batches' classes
// ahead, and reminding members about an hour before each class.
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { SCHEDULE_LIMITS } from '@pathshala/shared-api/contract';
import { batchMembers, batches, classSessions, users } from '../../db/schema';
import { batchName } from '../batches/manage';
import type { MailLog } from '../mail/sender';
import { PeriodicTask } from '../../periodic';
import { withNotices, type NoticeContext } from '../notifications/notices';
import { addMinutes } from './dhaka';
import { classReminder } from './notices';
import { planDueBatches } from './plan';

/** Batches planned, and classes reminded of, in one transaction. */
const PLAN_BATCH = 100;
const REMIND_BATCH = 50;
/** Rounds of each per tick at most, so one tick stays bounded after a long outage. */
const MAX_ROUNDS = 50;

/**
 * Reminds the members of classes starting within the reminder lead (not cancelled, not started, batch not
 * deleted): each class is claimed by setting reminded_at in the transaction that writes its notices and queues
 * its mails, and rows another instance holds are skipped, so a class is reminded of exactly once. Removed
 * (kicked) accounts are not reminded. Answers how many classes it reminded of.
 */
export function remindDueClasses(
  ctx: NoticeContext,
  log: MailLog,
  now: Date,
  limit = REMIND_BATCH,
): Promise<number> {
  return withNotices(ctx, log, async (tx, notices) => {
    const due = await tx
      .select({
        id: classSessions.id,
        batchId: classSessions.batchId,
        startsAt: classSessions.startsAt,
        title: batches.title,
        subject: batches.subject,
        teacherId: batches.teacherId,
      })
      .from(classSessions)
      .innerJoin(batches, eq(batches.id, classSessions.batchId))
      .where(
        and(
          isNull(classSessions.remindedAt),
          isNull(classSessions.cancelledAt),
          isNull(classSessions.heldAt),
          gt(classSessions.startsAt, now),
          lte(classSessions.startsAt, addMinutes(now, SCHEDULE_LIMITS.reminderLeadMinutes)),
          isNull(batches.deletedAt),
        ),
      )
      .orderBy(asc(classSessions.startsAt))
      .limit(limit)
      .for('update', { of: classSessions, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(classSessions)
      .set({ remindedAt: now })
      .where(
        inArray(
          classSessions.id,
          due.map((session) => session.id),
        ),
      );

    const batchIds = [...new Set(due.map((session) => session.batchId))];
    const teacherIds = [...new Set(due.flatMap((session) => (session.teacherId ? [session.teacherId] : [])))];
    const students = await tx
      .select({ batchId: batchMembers.batchId, userId: batchMembers.userId })
      .from(batchMembers)
      .innerJoin(users, eq(users.id, batchMembers.userId))
      .where(and(inArray(batchMembers.batchId, batchIds), isNull(users.removedAt)));
    const activeTeachers = new Set(
      teacherIds.length === 0
        ? []
        : (
            await tx
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, teacherIds), isNull(users.removedAt)))
          ).map((row) => row.id),
    );
    for (const session of due) {
      const members = [
        ...(session.teacherId && activeTeachers.has(session.teacherId) ? [session.teacherId] : []),
        ...students.filter((student) => student.batchId === session.batchId).map((student) => student.userId),
      ];
      await notices.add(tx, members, classReminder(batchName(session), session.startsAt));
    }
    return due.length;
  });
}

export interface ClassSchedulerOptions {
  /** How often the scheduler looks for work (SCHEDULER_INTERVAL_MS); 0 leaves it to `tick()` calls. */
  intervalMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Plans classes ahead and sends reminders (modules/schedule/scheduler.ts); tests call its tick. */
    scheduler: ClassScheduler;
  }
}

/**
 * Runs the schedule's background work on a timer: plans batches whose written classes run short, then sends the
 * reminders that are due. Every instance runs one; the database makes each piece of work happen once. A timed
 * tick while the database is away logs once and tries again next time; `tick()` itself throws.
 */
export class ClassScheduler {
  private readonly task: PeriodicTask<{ planned: number; reminded: number }>;

  constructor(
    private readonly ctx: NoticeContext,
    private readonly log: MailLog,
    options: ClassSchedulerOptions,
  ) {
    this.task = new PeriodicTask(() => this.work(), {
      intervalMs: options.intervalMs,
      runAtStart: true,
      log,
      failed: 'class scheduler could not run',
      recovered: 'class scheduler reachable again',
    });
  }

  start(): void {
    this.task.start();
  }

  /** One round of work, after the round under way if there is one; answers what it did. */
  tick(): Promise<{ planned: number; reminded: number }> {
    return this.task.run();
  }

  close(): Promise<void> {
    return this.task.close();
  }

  private async work(): Promise<{ planned: number; reminded: number }> {
    const now = this.ctx.clock();
    let planned = 0;
    let reminded = 0;
    for (let round = 0; round < MAX_ROUNDS && !this.task.closed; round += 1) {
      const count = await planDueBatches(this.ctx.db, now, PLAN_BATCH);
      planned += count;
      if (count < PLAN_BATCH) break;
    }
    for (let round = 0; round < MAX_ROUNDS && !this.task.closed; round += 1) {
      const count = await remindDueClasses(this.ctx, this.log, now);
      reminded += count;
      if (count < REMIND_BATCH) break;
    }
    return { planned, reminded };
  }
}
