import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StorageError, type Storage, type StoredObject } from './index';
import { contentTypeOfKey, isStorageKey } from './keys';

/**
 * Files in one folder (DATA_DIR/uploads by default), named by their keys; private files (a `classroom/` key)
 * in its classroom folder.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local';

  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(this.dir, key);
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    const folder = path.dirname(target);
    await fs.mkdir(folder, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = path.join(folder, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.partial`);
    try {
      await fs.writeFile(partial, body, { flag: 'wx', mode: 0o644 });
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true }).catch(() => undefined);
      throw new StorageError(`could not write ${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { body: await fs.readFile(this.file(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageError(`could not read ${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await fs.rm(this.file(key), { force: true });
    } catch (error) {
      throw new StorageError(`could not delete ${key}: ${(error as Error).message}`, { cause: error });
    }
  }
}
