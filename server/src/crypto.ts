import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A 32-byte key for one purpose, derived from APP_SECRET so one secret never serves two uses. */
export function deriveKey(appSecret: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', appSecret, 'pathshala', purpose, 32));
}

/** A URL-safe random token (refresh tokens, reset tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256; they are random, so no salt or slow hash is needed. */
export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM for secrets we must read back later (teachers' SSLCommerz store passwords). */
export interface SecretBox {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
}

/** AES-256-GCM over bytes: base64url of iv, tag and ciphertext (authenticated, so a change is refused). */
export function sealBytes(key: Uint8Array, plain: Uint8Array): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The bytes `sealBytes` sealed under `key`; throws when the token was altered or sealed under another key. */
export function openBytes(key: Uint8Array, token: string): Buffer {
  const bytes = Buffer.from(token, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = deriveKey(appSecret, 'secret-box');
  return {
    encrypt: (plaintext) => `${FORMAT}:${sealBytes(key, Buffer.from(plaintext, 'utf8'))}`,
    decrypt(sealed) {
      const [format, payload] = sealed.split(':');
      if (format !== FORMAT || !payload) throw new Error('Unknown secret format');
      return openBytes(key, payload).toString('utf8');
    },
  };
}

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Lower-case base32 (RFC 4648 alphabet, no padding): 5 bits a character, safe in URLs and names. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}
