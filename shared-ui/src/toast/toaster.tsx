import type { ToastOptions } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

export { TOAST_DURATION_MS } from './duration';

type Machinery = typeof import('./toast-region');
type ToastStore = Machinery['toastStore'];
type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

// The machinery is fetched with the first toast (a lighter first paint) and then stays: the region stays
// mounted so toasts can animate out. Calls made while it loads run, in order, once it is there.
let machinery: Machinery | null = null;
let loading: Promise<Machinery> | null = null;
const listeners = new Set<() => void>();

function loadMachinery(): Promise<Machinery> {
  loading ??= import('./toast-region').then(
    (module) => {
      machinery = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // the next toast tries again
      throw error;
    },
  );
  return loading;
}

function withStore(action: (store: ToastStore) => void): void {
  if (machinery) {
    action(machinery.toastStore);
    return;
  }
  loadMachinery().then(
    (module) => action(module.toastStore),
    (error: unknown) => console.error('The toasts could not be loaded', error),
  );
}

let lastId = 0;

function show(options: ToastOptions, type?: ToastType): string {
  lastId += 1;
  const id = options.id ?? `toast-${lastId}`;
  withStore((store) => store.create({ ...options, id, ...(type && { type }) }));
  return id;
}

/**
 * The app-wide toast queue: `toaster.create({ title, description, type: 'success' | 'error' | 'info' | 'warning' })`
 * (or `toaster.success({ title })` and so on). Each call returns the toast's id at once.
 */
export const toaster = {
  create: (options: ToastOptions): string => show(options),
  success: (options: ToastOptions): string => show(options, 'success'),
  error: (options: ToastOptions): string => show(options, 'error'),
  info: (options: ToastOptions): string => show(options, 'info'),
  warning: (options: ToastOptions): string => show(options, 'warning'),
  loading: (options: ToastOptions): string => show(options, 'loading'),
  update: (id: string, options: ToastOptions): void => withStore((store) => void store.update(id, options)),
  /** Hides a toast (all when no id is given), with its exit animation. */
  dismiss: (id?: string): void => withStore((store) => store.dismiss(id)),
  /** Removes a toast (all when no id is given) at once. */
  remove: (id?: string): void => withStore((store) => store.remove(id)),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const getMachinery = () => machinery;
const getNoMachinery = () => null;

/** Renders the toasts once the first one was asked for; PathshalaProvider mounts it once. */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, getMachinery, getNoMachinery);
  return loaded ? <loaded.ToastRegion /> : null;
}
