import type { RemoteName } from '../runtime-config';
import { loadRemoteApp, type RemoteAppModule } from './registry';
import { explainLoadError } from './remote-version-error';

/**
 * One load per remote, shared by its route (RemoteRoute) and the sign-in that fetches it ahead: revisiting a
 * remote does not suspend again (`use` needs a stable promise).
 */
const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

export function remoteApp(name: RemoteName): Promise<RemoteAppModule> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemoteApp(name).catch((error: unknown) => {
      throw explainLoadError(name, error);
    });
    loads.set(name, load);
  }
  return load;
}

/** Forgets a failed load, so the next `remoteApp` tries again. */
export function forgetRemoteApp(name: RemoteName): void {
  loads.delete(name);
}
