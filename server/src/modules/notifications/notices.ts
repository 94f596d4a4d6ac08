import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import type { Mail } from '../../providers/mail';
import { noticeMail, type MailLine } from '../../providers/mail/compose';
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

export type NoticeContext = Pick<AppContext, 'db' | 'mail'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
};

export interface NoticeLog {
  error(object: object, message: string): void;
}

/**
 * Collects the notices of one transaction: each is written as notifications in that transaction (kept
 * exactly when the change is) and becomes mails to the recipients' active accounts, sent by `send` once
 * the transaction has committed.
 */
export class Notices {
  private readonly mails: Mail[] = [];

  constructor(private readonly publicUrl: string) {}

  async add(tx: Queryable, userIds: readonly string[], notice: Notice): Promise<void> {
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0) return;
    await notify(tx, recipients, notice.message);
    const rows = await tx
      .select({ email: users.email, firstname: users.firstname, role: users.role })
      .from(users)
      .where(and(inArray(users.id, recipients), isNull(users.removedAt)));
    for (const { email, firstname, role } of rows) {
      this.mails.push(
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
    }
  }

  /** Sends the collected mails; one that fails is logged and the others still go (the change stands). */
  async send(ctx: Pick<NoticeContext, 'mail'>, log: NoticeLog): Promise<void> {
    for (const mail of this.mails.splice(0)) {
      try {
        await ctx.mail.send(mail);
      } catch (error) {
        log.error({ err: error, subject: mail.subject }, 'notice mail failed');
      }
    }
  }
}

/**
 * Runs `work` in one transaction with a Notices collector, then, after the commit, mails what it
 * collected. A failed transaction mails nothing; a failed mail is logged and does not fail the request.
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
