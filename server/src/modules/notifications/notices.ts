import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { noticeMail, type MailLine } from '../../providers/mail/compose';
import { enqueueMails } from '../mail/queue';
import type { MailLog } from '../mail/sender';
import { notify } from './writer';

/** Something users are told in the app and by mail (DESIGN §5 Notifications). */
export interface Notice {
  /** The in-app notification. */
  message: string;
  /** The mail's subject; the message when not given. */
  subject?: string;
  /** The mail's lines after the greeting; `${message}.` when not given. */
  lines?: readonly MailLine[];
  /** A last line linking to a page of the recipient's app, e.g. `(role) => `/${role}/batches``. */
  link?: { label: string; path: (role: AuthUser['role']) => string };
}

export type NoticeContext = Pick<AppContext, 'db' | 'mailer'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
};

export type NoticeLog = MailLog;

/**
 * Collects the notices of one transaction: each is written as notifications in that transaction and
 * queued as mails to the recipients' active accounts in that transaction too (both kept exactly when
 * the change is); `send` hands the queued mails to the sender once the transaction has committed.
 */
export class Notices {
  private readonly mailIds: string[] = [];

  constructor(private readonly publicUrl: string) {}

  async add(tx: Queryable, userIds: readonly string[], notice: Notice): Promise<void> {
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0) return;
    await notify(tx, recipients, notice.message);
    const rows = await tx
      .select({ email: users.email, firstname: users.firstname, role: users.role })
      .from(users)
      .where(and(inArray(users.id, recipients), isNull(users.removedAt)));
    const mails = rows.map(({ email, firstname, role }) =>
      noticeMail({
        to: email,
        firstname,
        subject: notice.subject ?? notice.message,
        lines: notice.lines ?? [`${notice.message}.`],
        link: notice.link && {
          label: notice.link.label,
          url: `${this.publicUrl}${notice.link.path(role)}`,
        },
      }),
    );
    this.mailIds.push(...(await enqueueMails(tx, mails)));
  }

  /** Hands the queued mails to the sender (after the commit); a mail that fails is retried, never thrown. */
  async send(ctx: Pick<NoticeContext, 'mailer'>, log: NoticeLog): Promise<void> {
    await ctx.mailer.dispatch(this.mailIds.splice(0), log);
  }
}

/**
 * Runs `work` in one transaction with a Notices collector, then, after the commit, sends the mails it
 * queued. A failed transaction mails nothing; a mail that cannot be sent now neither fails nor holds up
 * the request: it stays queued and is tried again.
 */
export async function withNotices<T>(
  ctx: NoticeContext,
  log: NoticeLog,
  work: (tx: Tx, notices: Notices) => Promise<T>,
): Promise<T> {
  const notices = new Notices(ctx.config.publicUrl);
  const result = await ctx.db.transaction((tx) => work(tx, notices));
  await notices.send(ctx, log);
  return result;
}
