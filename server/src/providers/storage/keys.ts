import { randomBytes } from 'node:crypto';
import { CLASSROOM_FILE_TYPES } from '@pathshala/shared-api/contract';
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

/**
 * A batch's private files (modules/classroom/files.ts) live under their own prefix: `classroom/`, 24 random
 * bytes in base64url and the type's extension. `/uploads/:name` never serves them (not an upload key).
 */
const PRIVATE_PREFIX = 'classroom/';
const PRIVATE_TYPES_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(CLASSROOM_FILE_TYPES).map(([type, extension]) => [extension, type]),
);
const PRIVATE_KEY_PATTERN = new RegExp(
  `^${PRIVATE_PREFIX}[A-Za-z0-9_-]{32}\\.(${Object.keys(PRIVATE_TYPES_BY_EXTENSION).join('|')})$`,
);

/** A new key for a private file of `contentType` (one of CLASSROOM_FILE_TYPES). */
export function newPrivateKey(contentType: string): string {
  const extension = (CLASSROOM_FILE_TYPES as Record<string, string>)[contentType];
  if (!extension) throw new Error(`no extension for ${contentType}`);
  return `${PRIVATE_PREFIX}${randomBytes(24).toString('base64url')}.${extension}`;
}

/** True for a key `newPrivateKey` could have made. */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY_PATTERN.test(key);
}

/** Any key a storage accepts: a public upload's or a private file's. */
export function isStorageKey(key: string): boolean {
  return isUploadKey(key) || isPrivateKey(key);
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const types = isPrivateKey(key) ? PRIVATE_TYPES_BY_EXTENSION : TYPES_BY_EXTENSION;
  return types[extension] ?? 'application/octet-stream';
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
