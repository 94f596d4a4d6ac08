// Background work on a timer, and the one log line per outage that such work writes.

export interface OutageLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface OutageMessages {
  /** Logged (warn) at the first failure of an outage. */
  failed: string;
  /** Logged (info) at the first success after one; none when omitted. */
  recovered?: string;
}

/**
 * Work that runs again and again (a timer, a queue) fails on every try while the database is away; its log
 * says so once when the outage starts and once when it ends.
 */
export class OutageLog {
  private down = false;

  constructor(
    private readonly log: OutageLogger,
    private readonly messages: OutageMessages,
  ) {}

  failed(error: unknown, log: OutageLogger = this.log): void {
    if (!this.down)
      log.warn({ err: error instanceof Error ? error.message : String(error) }, this.messages.failed);
    this.down = true;
  }

  succeeded(log: OutageLogger = this.log): void {
    if (this.down && this.messages.recovered) log.info({}, this.messages.recovered);
    this.down = false;
  }
}

export interface PeriodicTaskOptions extends OutageMessages {
  /** How often the work runs; 0 leaves it to `run()` calls. */
  intervalMs: number;
  /** Runs once as soon as it starts, not only after the first interval. */
  runAtStart?: boolean;
  log: OutageLogger;
}

/**
 * Runs its work every `intervalMs`, one run at a time: a tick while a run is under way is skipped. A timed
 * run that fails is logged (once per outage) and tried again at the next tick; `run()` itself throws.
 */
export class PeriodicTask<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private stopped = false;
  private readonly outage: OutageLog;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly options: PeriodicTaskOptions,
  ) {
    this.outage = new OutageLog(options.log, options);
  }

  /** After `close()`: work in several steps stops between them. */
  get closed(): boolean {
    return this.stopped;
  }

  start(): void {
    if (this.stopped || this.timer || this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runOnTimer(), this.options.intervalMs);
    this.timer.unref();
    if (this.options.runAtStart) void this.runOnTimer();
  }

  /** Runs the work now, after the run under way if there is one; answers what it did. */
  async run(): Promise<T> {
    while (this.running) await this.running.catch(() => undefined);
    const work = this.work();
    this.running = work;
    try {
      return await work;
    } finally {
      this.running = null;
    }
  }

  /** Stops the timer and waits for the run under way. */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async runOnTimer(): Promise<void> {
    if (this.running) return;
    try {
      await this.run();
      this.outage.succeeded();
    } catch (error) {
      this.outage.failed(error);
    }
  }
}
