import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mail, MailTransport } from './types';

/** Writes each mail as `<timestamp>-<random>.json` under DATA_DIR/outbox instead of sending it. */
export class OutboxTransport implements MailTransport {
  readonly local = true;

  constructor(private readonly dir: string) {}

  async send(mail: Mail): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const createdAt = new Date();
    const name = `${createdAt.getTime()}-${randomBytes(6).toString('hex')}.json`;
    const record = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: createdAt.toISOString(),
    };
    await fs.writeFile(path.join(this.dir, name), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  }
}
