import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, MailTransport } from './types';

/** Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
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
