import type { MailConfig } from '../../config';
import { OutboxTransport } from './outbox';
import { SmtpTransport } from './smtp';
import type { MailTransport } from './types';

export type { Mail, MailTransport } from './types';
export { OutboxTransport } from './outbox';
export { SmtpTransport } from './smtp';

export function createMailTransport(config: MailConfig): MailTransport {
  return config.kind === 'smtp'
    ? new SmtpTransport(config.url, config.from)
    : new OutboxTransport(config.dir);
}
