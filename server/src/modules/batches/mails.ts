import type { Text } from '../../i18n/catalog';
import type { Notice, NoticeText } from '../notifications/notices';

/** Links to the recipient's own Your Batches page. */
const yourBatches = (label: string): NonNullable<NoticeText['link']> => ({
  label,
  path: (role) => `/${role}/batches`,
});

/** What the people of a batch are told, in the app and by mail (DESIGN §5 Notifications). */
export const BATCH_NOTICES = {
  added:
    (batch: string): Notice =>
    (text) => ({
      message: text.t('notice.batchAdded', { batch }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  madeTeacher:
    (batch: string): Notice =>
    (text) => ({
      message: text.t('notice.batchTeacher', { batch }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  updated:
    (batch: string): Notice =>
    (text) => ({
      message: text.t('notice.batchUpdated', { batch }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  deleted:
    (batch: string): Notice =>
    (text) => ({ message: text.t('notice.batchDeleted', { batch }) }),
  removed:
    (batch: string): Notice =>
    (text) => ({ message: text.t('notice.batchRemoved', { batch }) }),
  left:
    (username: string, batch: string): Notice =>
    (text) => ({
      message: text.t('notice.batchLeft', { username, batch }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  /** Tells a student of a batch that its teacher asked for payment (DESIGN §5 Payment). */
  paymentRequested:
    (batch: string, amount: number): Notice =>
    (text: Text) => ({
      message: text.t('notice.paymentRequested', { batch, amount: text.money(amount) }),
      subject: text.t('notice.paymentRequestedSubject', { batch }),
      link: yourBatches(text.t('link.openBatchesToPay')),
    }),
};
