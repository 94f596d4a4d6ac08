import type { MailConfig } from '../../config';
import { OutboxTransport } from './outbox';
import { SmtpTransport } from './smtp';
import type { MailTransport } from './types';

export type { Mail, MailTransport } from './types';
export { OutboxTransport } from './outbox';
export { SmtpTransport } from './smtp';

/** `timeoutMs` bounds each wait on the SMTP server (SMTP_TIMEOUT_MS). */
export function createMailTransport(config: MailConfig, timeoutMs?: number): MailTransport {
  return config.kind === 'smtp'
    ? new SmtpTransport(config.url, config.from, timeoutMs)
    : new OutboxTransport(config.dir);
}
