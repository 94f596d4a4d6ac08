import net from 'node:net';

/**
 * How the fake answers a new connection: `accept` speaks just enough SMTP to take a message, `hang`
 * accepts the connection and never says a word, `refuse` greets with 421 (service not available) and
 * hangs up, `reject` takes the envelope but answers DATA's end with 451 (try again later).
 */
export type SmtpMode = 'accept' | 'hang' | 'refuse' | 'reject';

export interface ReceivedMail {
  to: string;
  data: string;
}

/**
 * A local SMTP server whose behaviour a test switches at will; it can also stop listening (`down`)
 * and come back on the same port, like a mail server that is restarted.
 */
export async function startFakeSmtp(initial: SmtpMode = 'accept') {
  let mode: SmtpMode = initial;
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let waiters: (() => void)[] = [];

  const handle = (socket: net.Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const current = mode;
    if (current === 'hang') return;
    if (current === 'refuse') {
      socket.end('421 fake: service not available\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let data = '';
    let to = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line !== '.') {
            data += `${line}\n`;
            continue;
          }
          inData = false;
          if (current === 'reject') {
            socket.write('451 fake: try again later\r\n');
            continue;
          }
          received.push({ to, data });
          data = '';
          socket.write('250 queued\r\n');
          for (const wake of waiters.splice(0)) wake();
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^RCPT TO:/i.test(line)) {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  };

  let server = net.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  let listening = true;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connections opened so far: one per try to send. */
    get connections() {
      return connections;
    },
    setMode(next: SmtpMode) {
      mode = next;
    },
    /** Stops listening: connecting is refused (ECONNREFUSED) until `up`. */
    down: stop,
    async up(next: SmtpMode = 'accept') {
      mode = next;
      if (listening) return;
      server = net.createServer(handle);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      listening = true;
    },
    /** Resolves once `count` mails have arrived, or rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 100));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        waiters = waiters.filter(Boolean);
      }
    },
    close: stop,
  };
}
