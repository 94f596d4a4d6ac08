import type { Notice } from '../notifications/notices';

/**
 * Tells a student of a batch that its teacher started an online class (DESIGN §5 Online class). The mail
 * points to Your Batches, where Join class shows the current link, rather than carrying the link itself:
 * a class started again replaces it. (The English is MEETING_MESSAGES.startedNotification's.)
 */
export const classStartedNotice =
  (batch: string): Notice =>
  (text) => ({
    message: text.t('notice.classStarted', { batch }),
    subject: text.t('notice.classStartedSubject', { batch }),
    lines: [text.t('notice.classStartedLine', { batch })],
    link: { label: text.t('link.joinClass'), path: (role) => `/${role}/batches` },
  });
