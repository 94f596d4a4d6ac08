import { randomBytes } from 'node:crypto';
import { base32 } from '../../crypto';
import { durationOf, meetingExpiry, type Meeting, type MeetingProvider, type MeetingRequest } from './types';

export const JITSI_BASE_URL = 'https://meet.jit.si';
const SLUG_MAX = 40;
const FALLBACK_SLUG = 'pathshala-class';
/** 20 random bytes = 160 bits, written as 32 lower-case base32 characters (Jitsi may lower-case room names). */
const RANDOM_BYTES = 20;

/** 'Physics — Class 9 (Batch A)' → 'physics-class-9-batch-a'; only [a-z0-9-], at most 40 characters. */
export function topicSlug(topic: string): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/**
 * The default provider: no account, no key, no network call. Each meeting is a new room on meet.jit.si
 * named `<topic-slug>-<160 random bits>`, so the room cannot be guessed or found by its topic; the slug
 * only makes the link readable. Host and students use the same link (on meet.jit.si the first person
 * to join signs in and becomes moderator). Expiry: start + duration + EXPIRY_GRACE_MINUTES.
 */
export class JitsiMeetingProvider implements MeetingProvider {
  constructor(private readonly options: { baseUrl?: string; now?: () => Date } = {}) {}

  async createMeeting(request: MeetingRequest): Promise<Meeting> {
    const duration = durationOf(request);
    const now = this.options.now?.() ?? new Date();
    const startsAt = request.startsAt && request.startsAt > now ? request.startsAt : now;
    const room = `${topicSlug(request.topic)}-${base32(randomBytes(RANDOM_BYTES))}`;
    const url = `${(this.options.baseUrl ?? JITSI_BASE_URL).replace(/\/+$/, '')}/${room}`;
    return {
      provider: 'jitsi',
      meetingId: room,
      joinUrl: url,
      startUrl: url,
      startsAt,
      expiresAt: meetingExpiry(startsAt, duration),
    };
  }
}
