import type { StorageConfig } from '../../config';
import { HttpError } from '../../http/errors';
import { LocalStorage } from './local';
import { S3Storage } from './s3';

/** A stored file and what it is. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (DESIGN §5 Uploads): files under DATA_DIR/uploads by default, or an
 * S3-compatible bucket. Keys are names made by `newUploadKey` (random, with the type's extension).
 */
export interface Storage {
  readonly kind: StorageConfig['kind'];
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** The storage failed (unreachable, refused): a 503 for the request, never a 500. */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** Runs a storage call, turning its failure into a 503 (logged by the caller's request). */
export async function orUnavailable<T>(work: Promise<T>, log?: { error(o: object, m: string): void }) {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    log?.error({ err: error }, 'storage failed');
    throw new HttpError(503, 'File storage is temporarily unavailable. Please try again later.');
  }
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}

export {
  isUploadKey,
  isPrivateKey,
  isStorageKey,
  newUploadKey,
  newPrivateKey,
  uploadKeyFromUrl,
  uploadUrl,
  contentTypeOfKey,
} from './keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (cover images): see providers/storage. */
    storage: Storage;
  }
}
