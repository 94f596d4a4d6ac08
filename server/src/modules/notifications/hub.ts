import type { FastifyBaseLogger } from 'fastify';
import type {
  StreamBoardEvent,
  StreamNotificationEvent,
  StreamUnreadEvent,
} from '@pathshala/shared-api/contract';
import type { Database } from '../../db';
import { boardDeliveries } from '../classroom/board';
import { notificationsByIds, toNotificationItem, unreadCounts } from './repository';
import { decodeSignals, NOTIFICATION_CHANNEL, type Signal } from './signals';

/** One open stream of one user. */
export interface StreamSubscriber {
  userId: string;
  notification(event: StreamNotificationEvent): void;
  unread(event: StreamUnreadEvent): void;
  /** A batch board of the user changed (modules/classroom/board.ts). */
  board(event: StreamBoardEvent): void;
  /** Ends the stream (the server is shutting down). */
  end(): void;
}

/**
 * Fans the database's notification signals out to this process's open streams. One LISTEN per process
 * (a dedicated connection on PostgreSQL, the embedded database's own on PGlite), started with the
 * first stream. Writers signal with pg_notify inside their transaction (writer.ts), so a signal arrives
 * only after its change has committed — on every instance, whichever one wrote it. Signals carry ids;
 * the rows and counts are read here, once per batch of signals, and only for users with a stream here.
 */
export class NotificationHub {
  private readonly subscribers = new Map<string, Set<StreamSubscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;
  /** Deliveries run one after another, so a stream sees counts in the order they changed. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts listening (once); rejects while the database cannot be reached. */
  async start(): Promise<void> {
    if (this.closed) throw new Error('the notification hub is closed');
    this.listening ??= this.database
      .listen(
        NOTIFICATION_CHANNEL,
        (payload) => this.enqueue(decodeSignals(payload)),
        () => this.resync(),
      )
      .catch((error: unknown) => {
        this.listening = null;
        throw error;
      });
    await this.listening;
  }

  /** Adds a stream; answers the function that removes it. Call `start()` first. */
  subscribe(subscriber: StreamSubscriber): () => void {
    let set = this.subscribers.get(subscriber.userId);
    if (!set) {
      set = new Set();
      this.subscribers.set(subscriber.userId, set);
    }
    set.add(subscriber);
    return () => {
      const current = this.subscribers.get(subscriber.userId);
      current?.delete(subscriber);
      if (current?.size === 0) this.subscribers.delete(subscriber.userId);
    };
  }

  /** How many streams are open here (for tests and logs). */
  get size(): number {
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }

  /** Ends every stream and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.end();
    this.subscribers.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.();
    await this.queue;
  }

  private enqueue(signals: Signal[]): void {
    // A board's signal names its batch, not its members: it matters to any process with a stream open.
    const relevant = signals.filter((signal) =>
      signal.kind === 'board' ? this.subscribers.size > 0 : this.subscribers.has(signal.userId),
    );
    if (relevant.length === 0) return;
    this.queue = this.queue
      .then(() => this.deliver(relevant))
      .catch((error: unknown) => this.log.error({ err: error }, 'notification stream delivery failed'));
  }

  private async deliver(signals: Signal[]): Promise<void> {
    const notices = signals.filter((signal) => signal.kind === 'created' || signal.kind === 'unread');
    const boards = signals.filter((signal) => signal.kind === 'board' || signal.kind === 'board-read');
    if (notices.length > 0) await this.deliverNotices(notices);
    if (boards.length > 0) await this.deliverBoards(boards);
  }

  private async deliverBoards(signals: Extract<Signal, { kind: 'board' | 'board-read' }>[]): Promise<void> {
    const deliveries = await boardDeliveries(this.database.db, signals, (userId) =>
      this.subscribers.has(userId),
    );
    for (const { userId, event } of deliveries)
      for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.board(event);
  }

  private async deliverNotices(signals: Extract<Signal, { kind: 'created' | 'unread' }>[]): Promise<void> {
    const db = this.database.db;
    const created = signals.filter((signal) => signal.kind === 'created');
    const userIds = [...new Set(signals.map((signal) => signal.userId))];
    const [rows, counts] = await Promise.all([
      notificationsByIds(
        db,
        created.map((signal) => signal.id),
      ),
      unreadCounts(db, userIds),
    ]);
    const told = new Set<string>();
    for (const row of rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      const event = { notification: toNotificationItem(row), unreadCount: counts.get(row.userId) ?? 0 };
      for (const subscriber of this.subscribers.get(row.userId) ?? []) subscriber.notification(event);
      told.add(row.userId);
    }
    for (const userId of userIds) {
      if (told.has(userId)) continue;
      const event = { count: counts.get(userId) ?? 0 };
      for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.unread(event);
    }
  }

  /** After the listening connection came back: signals sent meanwhile were lost, so resend counts. */
  private resync(): void {
    this.log.warn('notification listener reconnected; refreshing unread counts');
    this.enqueue([...this.subscribers.keys()].map((userId) => ({ kind: 'unread', userId }) as const));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live notification streams of this process (modules/notifications/hub.ts). */
    notificationHub: NotificationHub;
  }
}
