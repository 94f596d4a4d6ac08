import { z } from 'zod';
import { envelope } from './common';

/** How long a teacher may plan an online class, in whole minutes (default when not given). */
export const MEETING_LIMITS = { durationMin: 15, durationMax: 240, durationDefault: 60 } as const;

export const MEETING_MESSAGES = {
  durationInvalid: `Duration must be a whole number of minutes between ${MEETING_LIMITS.durationMin} and ${MEETING_LIMITS.durationMax}`,
  notTeacher: "Only the batch's teacher can start a class",
  started: 'Class started: students can join from their batches',
  /** The notification each student of the batch receives. */
  startedNotification: (batchName: string) => `Class started for "${batchName}": join from Your Batches`,
} as const;

const durationMinutes = z
  .number({ error: MEETING_MESSAGES.durationInvalid })
  .int(MEETING_MESSAGES.durationInvalid)
  .min(MEETING_LIMITS.durationMin, MEETING_MESSAGES.durationInvalid)
  .max(MEETING_LIMITS.durationMax, MEETING_MESSAGES.durationInvalid);

/**
 * POST /zoom/create-meeting/{batchId} body: optional (the spec's client sends none); a `null` body counts as
 * none. Other fields are ignored.
 */
export const createMeetingBody = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.object({ durationMinutes: durationMinutes.optional() }).optional(),
);
export type CreateMeetingBody = z.output<typeof createMeetingBody>;

export const startedMeeting = z.object({
  /** The host's link, for the batch's teacher only: opened in a new tab, never stored. */
  startUrl: z.string(),
  /** The students' link, now shown on the batch as `join_class_link` until `expiresAt`. */
  joinUrl: z.string(),
  expiresAt: z.string(),
});
export type StartedMeeting = z.infer<typeof startedMeeting>;
export const startedMeetingResponse = envelope(startedMeeting);
