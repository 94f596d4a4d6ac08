import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { mailQueue, type MailQueueRow } from '../../db/schema';
import { OutageLog } from '../../periodic';
import type { MailTransport } from '../../providers/mail';

export interface MailSenderOptions {
  /** Tries per mail before it is given up (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait before the second try (MAIL_RETRY_MS); it doubles with each further try. */
  firstDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs?: number;
  /**
   * How long a mail being sent is left to its sender before another may try it: long enough for a slow
   * send to finish (a second sender would mail it twice), short enough to pick up the mails of a crashed
   * instance.
   */
  leaseMs: number;
  /** How often due mails are looked for; default the first retry delay, at most 5 s. */
  pollMs?: number;
  /** Mails claimed at once. */
  batchSize?: number;
}

export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const MAX_DELAY_MS = 60 * 60 * 1000;
const MAX_POLL_MS = 5000;
const BATCH_SIZE = 20;
const ERROR_MAX = 500;

/** now() plus a whole number of milliseconds, in the database's clock (every instance shares it). */
const fromNow = (ms: number) => sql`now() + ${sql.raw(String(Math.round(ms)))} * interval '1 millisecond'`;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/**
 * Delivers the mail_queue (modules/mail/queue.ts) through the transport: each mail is claimed by one
 * statement that counts the try and leases it (skip locked, so instances share the queue without sending
 * a mail twice), sent outside any transaction, then deleted; a failure is tried again after a doubling
 * delay until maxAttempts, then kept as abandoned. Mails a request just committed are sent at once
 * (dispatch); a timer picks up retries, mails of a crashed instance and those a database outage held back.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private closed = false;
  private readonly outage: OutageLog;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly maxDelayMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly options: MailSenderOptions,
    private readonly log: MailLog,
  ) {
    this.maxDelayMs = options.maxDelayMs ?? MAX_DELAY_MS;
    this.pollMs = options.pollMs ?? Math.min(options.firstDelayMs, MAX_POLL_MS);
    this.batchSize = options.batchSize ?? BATCH_SIZE;
    this.outage = new OutageLog(log, {
      failed: 'mail queue unavailable',
      recovered: 'mail queue reachable again',
    });
  }

  /** Starts the timer, and sends at once what an earlier run left in the queue. */
  start(): void {
    if (this.closed || this.timer) return;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Sends the mails of a transaction that has just committed. A local transport (the outbox folder) is
   * waited for, so the mail is there when the request answers; SMTP is not: a slow or failing mail server
   * never holds up or fails the request, and the queue tries again later. Never throws.
   */
  async dispatch(ids: readonly string[], log: MailLog = this.log): Promise<void> {
    if (ids.length === 0 || this.closed) return;
    const sending = this.track(this.sendDue([...ids], log));
    if (!this.transport.local) return;
    await sending;
    // The timer may have claimed some of them first; the caller expects them sent.
    if (this.draining) await this.draining;
  }

  /** Looks for due mails now (in the background); one look at a time, another after it if asked meanwhile. */
  wake(): void {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.track(this.drain()).finally(() => {
      this.draining = null;
      if (this.drainAgain) {
        this.drainAgain = false;
        this.wake();
      }
    });
  }

  /** Stops the timer and waits for the sends under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async drain(): Promise<void> {
    while (!this.closed) {
      const sent = await this.sendDue(null, this.log);
      if (sent < this.batchSize) return;
    }
  }

  /** Claims the due mails (those of `ids`, or any) and sends them; answers how many it claimed. */
  private async sendDue(ids: string[] | null, log: MailLog): Promise<number> {
    let claimed: MailQueueRow[];
    try {
      claimed = await this.claim(ids);
      this.outage.succeeded(log);
    } catch (error) {
      // The database is away: the mails wait in the queue; the timer tries again.
      this.outage.failed(error, log);
      return 0;
    }
    for (const mail of claimed) await this.sendOne(mail, log);
    return claimed.length;
  }

  private async claim(ids: string[] | null): Promise<MailQueueRow[]> {
    const conditions: SQL[] = [isNull(mailQueue.abandonedAt), lte(mailQueue.nextAttemptAt, sql`now()`)];
    if (ids) conditions.push(inArray(mailQueue.id, ids));
    const due = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(...conditions))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailQueue)
      .set({
        attempts: sql`${mailQueue.attempts} + 1`,
        nextAttemptAt: fromNow(this.options.leaseMs),
      })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  private async sendOne(mail: MailQueueRow, log: MailLog): Promise<void> {
    try {
      await this.transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      await this.recordFailure(mail, error, log);
      return;
    }
    try {
      await this.db.delete(mailQueue).where(eq(mailQueue.id, mail.id));
    } catch (error) {
      // Sent, but still queued: after its lease it would go again. Rare (the database left mid-send).
      log.error({ mailId: mail.id, err: errorText(error) }, 'mail sent but not removed from the queue');
    }
  }

  private async recordFailure(mail: MailQueueRow, error: unknown, log: MailLog): Promise<void> {
    const lastError = errorText(error);
    const abandon = mail.attempts >= this.options.maxAttempts;
    const delayMs = Math.min(this.options.firstDelayMs * 2 ** (mail.attempts - 1), this.maxDelayMs);
    const details = { mailId: mail.id, subject: mail.subject, attempt: mail.attempts, err: lastError };
    if (abandon) log.error(details, 'mail given up after its last try');
    else log.warn({ ...details, retryInMs: delayMs }, 'mail not sent; it will be tried again');
    try {
      await this.db
        .update(mailQueue)
        .set(
          abandon ? { lastError, abandonedAt: sql`now()` } : { lastError, nextAttemptAt: fromNow(delayMs) },
        )
        .where(eq(mailQueue.id, mail.id));
    } catch {
      // The database is away as well: the lease runs out and the mail is tried again then.
    }
  }
}
