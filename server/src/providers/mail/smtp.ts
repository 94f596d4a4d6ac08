import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Mail, MailTransport } from './types';

export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). Every
 * wait is bounded by `timeoutMs`: connecting, the server's greeting and each reply (nodemailer's own
 * defaults let a silent server hold a send for up to an hour).
 */
export class SmtpTransport implements MailTransport {
  readonly local = false;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs = DEFAULT_SMTP_TIMEOUT_MS,
  ) {
    // Built here rather than by createTransport, which drops every other option when given a `url`.
    this.transporter = nodemailer.createTransport(
      new SMTPTransport({
        url,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      }),
    );
  }

  async send(mail: Mail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
