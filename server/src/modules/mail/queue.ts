import type { Queryable } from '../../db';
import { mailQueue } from '../../db/schema';
import type { Mail } from '../../providers/mail';

/**
 * Queues mails in the transaction of the change that sends them: they exist exactly when the change is
 * committed, and a crash or a failing mail server loses none. Answers their ids, for MailSender.dispatch
 * once the transaction has committed.
 */
export async function enqueueMails(db: Queryable, mails: readonly Mail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailQueue)
    .values(
      mails.map((mail) => ({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html })),
    )
    .returning({ id: mailQueue.id });
  return rows.map((row) => row.id);
}
