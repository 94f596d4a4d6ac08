import net from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db';
import { openTestDatabase } from '../helpers';

/**
 * A TCP proxy to `target` (host:port) that a test can cut, as a network failure or a database restart
 * would: `cut()` drops every open connection and refuses new ones until `restore()`.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let cut = false;

  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fresh PostgreSQL test database (TEST_DATABASE_URL's server) and a second connection to it through
 * a proxy the test can cut: `database` is what the app under test uses, `owned` a direct way in.
 */
export async function proxiedPostgres() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required');
  const owned = await openTestDatabase('postgres');
  const rows = await owned.database.db.execute(sql`select current_database() as name`);
  const name = (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;
  const server = new URL(serverUrl);
  const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const url = new URL(server);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  return {
    owned,
    name,
    proxy,
    database,
    async close() {
      await database.close();
      await proxy.close();
      await owned.dispose();
    },
  };
}
