import type { Notice } from '../notifications/notices';

/** What the teacher is told when a student's payment is settled (DESIGN §5 Payment). */
export const paymentReceivedMessage = (student: string, amount: number, batch: string) =>
  `${student} paid ${amount} BDT for "${batch}"`;

export function paymentReceivedNotice(
  student: string,
  amount: number,
  batch: string,
  tranId: string,
): Notice {
  const message = paymentReceivedMessage(student, amount, batch);
  return {
    message,
    subject: `Payment received for "${batch}"`,
    lines: [`${message}.`, `Transaction: ${tranId}`],
  };
}
