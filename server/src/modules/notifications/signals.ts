/**
 * What the notification writers tell the live streams through pg_notify. A payload carries only ids
 * (PostgreSQL caps one at 8000 bytes); the listening instance reads the rows it needs.
 */
export const NOTIFICATION_CHANNEL = 'pathshala_notifications';

export type Signal =
  /** A notification was written for `userId`. */
  | { kind: 'created'; id: string; userId: string }
  /** The unread count of `userId` changed otherwise (read, read all, delete). */
  | { kind: 'unread'; userId: string }
  /** A message was written on (or deleted from) a batch's board: for every member of the batch with a stream. */
  | { kind: 'board'; change: 'posted' | 'deleted'; batchId: string; messageId: string }
  /** `userId` read a batch's board (their unread count on it is 0 now): for their other streams. */
  | { kind: 'board-read'; batchId: string; userId: string };

/** How many signals share one payload: about 90 bytes each keeps a payload well under 8000 bytes. */
const SIGNALS_PER_PAYLOAD = 50;

type Wire = ['c', string, string] | ['u', string] | ['b' | 'x', string, string] | ['r', string, string];

function toWire(s: Signal): Wire {
  switch (s.kind) {
    case 'created':
      return ['c', s.id, s.userId];
    case 'unread':
      return ['u', s.userId];
    case 'board':
      return [s.change === 'posted' ? 'b' : 'x', s.batchId, s.messageId];
    case 'board-read':
      return ['r', s.batchId, s.userId];
  }
}

export function encodeSignals(signals: readonly Signal[]): string[] {
  const payloads: string[] = [];
  for (let start = 0; start < signals.length; start += SIGNALS_PER_PAYLOAD) {
    const wire = signals.slice(start, start + SIGNALS_PER_PAYLOAD).map(toWire);
    payloads.push(JSON.stringify(wire));
  }
  return payloads;
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length <= 64;

/** The signals of one payload; anything malformed is skipped. */
export function decodeSignals(payload: string): Signal[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const signals: Signal[] = [];
  for (const entry of parsed as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [kind, a, b] = entry as unknown[];
    if (kind === 'c' && isId(a) && isId(b)) signals.push({ kind: 'created', id: a, userId: b });
    else if (kind === 'u' && isId(a)) signals.push({ kind: 'unread', userId: a });
    else if ((kind === 'b' || kind === 'x') && isId(a) && isId(b))
      signals.push({ kind: 'board', change: kind === 'b' ? 'posted' : 'deleted', batchId: a, messageId: b });
    else if (kind === 'r' && isId(a) && isId(b)) signals.push({ kind: 'board-read', batchId: a, userId: b });
  }
  return signals;
}
