export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where outgoing mail goes: the outbox folder by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
