import { MEETING_MESSAGES } from '@pathshala/shared-api/contract';
import type { Notice } from '../notifications/notices';

/**
 * Tells a student of a batch that its teacher started an online class (DESIGN §5 Online class). The mail
 * points to Your Batches, where Join class shows the current link, rather than carrying the link itself:
 * a class started again replaces it.
 */
export const classStartedNotice = (batchName: string): Notice => ({
  message: MEETING_MESSAGES.startedNotification(batchName),
  subject: `Class started for "${batchName}"`,
  lines: [`Class started for "${batchName}".`],
  link: { label: 'Open your batches and choose Join class:', path: (role) => `/${role}/batches` },
});
