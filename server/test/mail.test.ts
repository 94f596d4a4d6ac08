import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, test } from 'node:test';
import { createMailTransport, OutboxTransport, SmtpTransport } from '../src/providers/mail';
import { tempDir } from './helpers';

const MAIL = {
  to: 'student@example.com',
  subject: 'Reset your Pathshala password',
  text: 'token abc',
  html: '<p>token abc</p>',
};

/** Just enough SMTP to accept one message and hand back what was sent. */
function fakeSmtpServer(): Promise<{ port: number; received: Promise<string>; close(): void }> {
  let resolveReceived: (data: string) => void;
  const received = new Promise<string>((resolve) => (resolveReceived = resolve));
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            resolveReceived(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => server.close() });
    });
  });
}

describe('mail transports', () => {
  test('the outbox writes one private JSON file per mail', async () => {
    const dir = path.join(tempDir(), 'outbox');
    const transport = new OutboxTransport(dir);
    await transport.send(MAIL);
    await transport.send({ ...MAIL, to: 'teacher@example.com' });
    const files = fs.readdirSync(dir).sort();
    assert.equal(files.length, 2);
    for (const file of files) {
      assert.match(file, /^\d{13}-[0-9a-f]{12}\.json$/);
      assert.equal(fs.statSync(path.join(dir, file)).mode & 0o777, 0o600);
    }
    const first = JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    assert.deepEqual(Object.keys(first).sort(), ['createdAt', 'html', 'subject', 'text', 'to']);
    assert.equal(first.subject, MAIL.subject);
  });

  test('SMTP_URL sends through SMTP from MAIL_FROM', async () => {
    const smtp = await fakeSmtpServer();
    const transport = createMailTransport({
      kind: 'smtp',
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Pathshala <no-reply@pathshala.test>',
    });
    assert.ok(transport instanceof SmtpTransport);
    try {
      await transport.send(MAIL);
      const data = await smtp.received;
      assert.match(data, /^From: Pathshala <no-reply@pathshala\.test>$/m);
      assert.match(data, /^To: student@example\.com$/m);
      assert.match(data, /^Subject: Reset your Pathshala password$/m);
      assert.match(data, /token abc/);
    } finally {
      await transport.close?.();
      smtp.close();
    }
  });

  test('without SMTP_URL mail goes to the outbox', () => {
    assert.ok(createMailTransport({ kind: 'outbox', dir: tempDir(), from: 'x' }) instanceof OutboxTransport);
  });
});
