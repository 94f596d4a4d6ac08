import type { Notice } from '../notifications/notices';

/** What the teacher is told when a student's payment is settled (DESIGN §5 Payment). */
export function paymentReceivedNotice(
  student: string,
  amount: number,
  batch: string,
  tranId: string,
): Notice {
  return (text) => {
    const message = text.t('notice.paymentReceived', { student, amount: text.money(amount), batch });
    return {
      message,
      subject: text.t('notice.paymentReceivedSubject', { batch }),
      lines: [text.t('mail.sentence', { text: message }), text.t('notice.transaction', { tranId })],
    };
  };
}
