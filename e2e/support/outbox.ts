// Reads the mails the server wrote to DATA_DIR/outbox (the default offline mail transport).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function latestMailTo(dataDir: string, to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as OutboxMail)
          .filter((mail) => mail.to === to)
      : [];
    const latest = mails.at(-1);
    if (latest) return latest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function resetTokenFrom(mail: OutboxMail): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
