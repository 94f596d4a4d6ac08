export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where outgoing mail goes: the outbox folder by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  /**
   * True when sending cannot wait on the network (the outbox folder): a request then delivers its mail
   * before it answers. Other mail is sent in the background (modules/mail/sender.ts).
   */
  readonly local?: boolean;
  send(mail: Mail): Promise<void>;
  close?(): Promise<void>;
}
