import type { InvitationRole } from '@pathshala/shared-api/contract';
import type { Text, TextKey } from '../../i18n/catalog';
import type { Notice, NoticeText } from '../notifications/notices';

/** Links to the recipient's own Your Batches page. */
const yourBatches = (label: string): NonNullable<NoticeText['link']> => ({
  label,
  path: (role) => `/${role}/batches`,
});

/** The text of a notice about an invitation, by the part it asks the invitee to take. */
const byRole = (role: InvitationRole, teach: TextKey, join: TextKey): TextKey =>
  role === 'teacher' ? teach : join;

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
  /** Tells someone named in a batch that they are asked to teach it or study in it. */
  invited:
    (inviter: string, batch: string, role: InvitationRole): Notice =>
    (text) => ({
      message: text.t(byRole(role, 'notice.batchInvitedTeach', 'notice.batchInvitedJoin'), {
        inviter,
        batch,
      }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  invitationAccepted:
    (username: string, batch: string, role: InvitationRole): Notice =>
    (text) => ({
      message: text.t(byRole(role, 'notice.invitationAcceptedTeach', 'notice.invitationAcceptedJoin'), {
        username,
        batch,
      }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  invitationDeclined:
    (username: string, batch: string, role: InvitationRole): Notice =>
    (text) => ({
      message: text.t(byRole(role, 'notice.invitationDeclinedTeach', 'notice.invitationDeclinedJoin'), {
        username,
        batch,
      }),
    }),
  invitationWithdrawn:
    (batch: string): Notice =>
    (text) => ({ message: text.t('notice.invitationWithdrawn', { batch }) }),
  /** Tells the batch's teacher that its owner asks for a new salary, which waits for their agreement. */
  salaryProposed:
    (owner: string, batch: string, amount: number): Notice =>
    (text) => ({
      message: text.t('notice.salaryProposed', { owner, batch, amount: text.money(amount) }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  salaryAgreed:
    (teacher: string, batch: string, amount: number): Notice =>
    (text) => ({
      message: text.t('notice.salaryAgreed', { teacher, batch, amount: text.money(amount) }),
      link: yourBatches(text.t('link.openBatches')),
    }),
  /** `amount` is the salary that stays. */
  salaryDeclined:
    (teacher: string, batch: string, amount: number): Notice =>
    (text) => ({ message: text.t('notice.salaryDeclined', { teacher, batch, amount: text.money(amount) }) }),
  /** Tells a student of a batch that its teacher asked for payment (DESIGN §5 Payment). */
  paymentRequested:
    (batch: string, amount: number): Notice =>
    (text: Text) => ({
      message: text.t('notice.paymentRequested', { batch, amount: text.money(amount) }),
      subject: text.t('notice.paymentRequestedSubject', { batch }),
      link: yourBatches(text.t('link.openBatchesToPay')),
    }),
};
