import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '../../http/prefix';

/** The file types we store, by the extension their keys end with. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
const EXTENSIONS_BY_TYPE = Object.fromEntries(
  Object.entries(TYPES_BY_EXTENSION).map(([extension, type]) => [type, extension]),
);

/** 24 random bytes in base64url, then the extension: nothing a user chose, nothing guessable. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}\.(jpg|png|webp|gif)$/;

export function newUploadKey(contentType: string): string {
  const extension = EXTENSIONS_BY_TYPE[contentType];
  if (!extension) throw new Error(`no extension for ${contentType}`);
  return `${randomBytes(24).toString('base64url')}.${extension}`;
}

/** True for a key `newUploadKey` could have made (so never a path with slashes or dots). */
export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** Where the server serves an upload (a path on this origin, as the profile's `coverImage`). */
export function uploadUrl(key: string): string {
  return `${API_PREFIX}/uploads/${key}`;
}

/** The key behind a URL made by `uploadUrl`, or null for anything else (e.g. an outside URL). */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  const prefix = `${API_PREFIX}/uploads/`;
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isUploadKey(key) ? key : null;
}
