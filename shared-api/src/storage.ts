type StorageName = 'localStorage' | 'sessionStorage';

/**
 * Web storage that never throws: storage can be disabled (privacy modes, sandboxed frames) and a
 * session must then still work for the lifetime of the page.
 */
function safe(name: StorageName) {
  const storage = (): Storage | undefined => globalThis[name];
  return {
    get(key: string): string | null {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Storage unavailable: the in-memory session still holds the value.
      }
    },
    remove(key: string): void {
      try {
        storage()?.removeItem(key);
      } catch {
        // Storage unavailable: nothing persisted to remove.
      }
    },
  };
}

export const safeStorage = safe('localStorage');
/** Per-tab storage: survives a reload of this tab only. */
export const safeTabStorage = safe('sessionStorage');
