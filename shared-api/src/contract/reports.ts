import { z } from 'zod';
import { envelope } from './common';
import { userRef } from './users';

/** Texts the report routes answer with (SPEC §8, DESIGN §5 Reports). */
export const REPORT_MESSAGES = {
  details: 'Please provide details for your report.',
  tooLong: 'Report must be at most 2000 characters',
  notYourself: 'You cannot report yourself',
  userNotFound: 'User not found',
  created: 'Your report has been submitted successfully. Our team will review it shortly.',
} as const;

export const REPORT_MAX_LENGTH = 2000;

/** POST /report/create (SPEC §3 Report). */
export const createReportBody = z.object({
  reportee_id: z.string({ error: 'Invalid id' }).uuid('Invalid id'),
  message: z
    .string({ error: REPORT_MESSAGES.details })
    .trim()
    .min(1, REPORT_MESSAGES.details)
    .max(REPORT_MAX_LENGTH, REPORT_MESSAGES.tooLong),
});
export type CreateReportBody = z.infer<typeof createReportBody>;

export const report = z.object({
  _id: z.string(),
  reportee_id: userRef,
  message: z.string(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof report>;
export const createReportResponse = envelope(report);
