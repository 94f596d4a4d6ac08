import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { textIn, type Text } from '../../i18n/catalog';
import type { Language } from '../../i18n/language';
import { noticeMail, type MailLine } from '../../providers/mail/compose';
import { enqueueMails } from '../mail/queue';
import type { MailLog } from '../mail/sender';
import { writeNotifications } from './writer';

/** What a notice says in one language. */
export interface NoticeText {
  /** The in-app notification. */
  message: string;
  /** The mail's subject; the message when not given. */
  subject?: string;
  /** The mail's lines after the greeting; the message as a sentence when not given. */
  lines?: readonly MailLine[];
  /** A last line linking to a page of the recipient's app, e.g. `(role) => `/${role}/batches``. */
  link?: { label: string; path: (role: AuthUser['role']) => string };
}

/**
 * Something users are told in the app and by mail (DESIGN §5 Notifications), written for each recipient in
 * their language: `(text) => ({ message: text.t('notice.batchDeleted', { batch }) })`.
 */
export type Notice = (text: Text) => NoticeText;

export type NoticeContext = Pick<AppContext, 'db' | 'mailer' | 'clock'> & {
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
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        role: users.role,
        language: users.language,
        removedAt: users.removedAt,
      })
      .from(users)
      .where(inArray(users.id, recipients));
    const languageOf = new Map(rows.map((row) => [row.id, row.language ?? 'en'] as const));
    // Rendered once per language, however many recipients read it.
    const rendered = new Map<Language, NoticeText>();
    const say = (language: Language): NoticeText => {
      let said = rendered.get(language);
      if (!said) rendered.set(language, (said = notice(textIn(language))));
      return said;
    };
    await writeNotifications(
      tx,
      recipients.map((userId) => ({ userId, message: say(languageOf.get(userId) ?? 'en').message })),
    );
    const mails = rows
      .filter((row) => row.removedAt === null)
      .map(({ email, firstname, role, language }) => {
        const text = textIn(language ?? 'en');
        const said = say(text.language);
        return noticeMail(text, {
          to: email,
          firstname,
          subject: said.subject ?? said.message,
          lines: said.lines ?? [text.t('mail.sentence', { text: said.message })],
          link: said.link && { label: said.link.label, url: `${this.publicUrl}${said.link.path(role)}` },
        });
      });
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
