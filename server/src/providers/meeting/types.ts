import { HttpError } from '../../http/errors';

export interface MeetingRequest {
  /** Shown in the meeting and used for a readable room name, e.g. the batch name. */
  topic: string;
  /** When the class starts; absent or not in the future = an instant meeting starting now. */
  startsAt?: Date;
  /** Planned length, whole minutes 1–1440; default DEFAULT_DURATION_MINUTES. */
  durationMinutes?: number;
}

export interface Meeting {
  provider: 'jitsi' | 'zoom';
  /** The provider's id for the meeting: the Jitsi room name, the Zoom meeting id. */
  meetingId: string;
  /** For the students: stored on the batch with `expiresAt` and shown as Join class. */
  joinUrl: string;
  /**
   * For the host (the batch's teacher) only: answered once as `data.startUrl`, never stored or logged.
   * Zoom's carries a host key; Jitsi's is the same room as `joinUrl`.
   */
  startUrl: string;
  /** When the meeting actually starts (Zoom may round); now for an instant meeting. */
  startsAt: Date;
  /** After this the join link is no longer offered: start + duration + EXPIRY_GRACE_MINUTES. */
  expiresAt: Date;
}

/** Creates online-class rooms: `jitsi` (default, offline, no key) or `zoom` (MEETING_PROVIDER). */
export interface MeetingProvider {
  /** Throws MeetingProviderError (a 502 with a message fit for the teacher) when the provider fails. */
  createMeeting(request: MeetingRequest): Promise<Meeting>;
}

export const DEFAULT_DURATION_MINUTES = 60;
/** Classes overrun: the join link stays offered this long after the planned end. */
export const EXPIRY_GRACE_MINUTES = 30;
export const MAX_DURATION_MINUTES = 24 * 60;

export const MEETING_FAILED_MESSAGE = 'Could not create the meeting. Please try again.';

/**
 * The provider failed (unreachable, timed out, refused our credentials, answered an error). A 502 whose
 * message can be shown to the teacher as is; the cause has already been logged by the provider, without
 * credentials, so a route simply lets it propagate to the error handler.
 */
export class MeetingProviderError extends HttpError {
  constructor(message = MEETING_FAILED_MESSAGE) {
    super(502, message);
    this.name = 'MeetingProviderError';
  }
}

/** Where providers report a failure's cause; pino's and Fastify's loggers fit. */
export interface MeetingLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export const silentLogger: MeetingLogger = { error: () => undefined };

/** The request's duration, checked: a whole number of minutes 1–1440 (a caller's bug otherwise). */
export function durationOf(request: MeetingRequest): number {
  const minutes = request.durationMinutes ?? DEFAULT_DURATION_MINUTES;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_DURATION_MINUTES)
    throw new RangeError(`durationMinutes must be a whole number 1-${MAX_DURATION_MINUTES}`);
  return minutes;
}

export function meetingExpiry(startsAt: Date, durationMinutes: number): Date {
  return new Date(startsAt.getTime() + (durationMinutes + EXPIRY_GRACE_MINUTES) * 60_000);
}
