// Mints an access token exactly as the server does (HS256 with the key derived from APP_SECRET), but already
// expired: the server's signature check passes and its expiry check fails, as for a real stale token.
import { createHmac, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export function expiredCopyOf(token: string, dataDir: string): string {
  const secret = readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim();
  const key = Buffer.from(hkdfSync('sha256', secret, 'pathshala', 'access-token', 32));
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const body = `${header}.${base64url({ ...claims, iat: now - 20 * 60, exp: now - 5 * 60 })}`;
  return `${body}.${base64url(createHmac('sha256', key).update(body).digest())}`;
}
