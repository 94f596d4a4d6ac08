// The only module that talks to the Module Federation runtime, so tests can replace it (Jest cannot
// load remotes).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePreload } from '@pathshala/shared-api';
import type { ComponentType } from 'react';
import { REMOTE_NAMES, type RemoteName } from '../runtime-config';

export interface RemoteAppModule {
  default: ComponentType;
  /** Absent from a remote built before remotes could fetch a page's data ahead (see RemotePreload). */
  preload?: RemotePreload;
}

const entries = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();

/** Tells the federation runtime where each remote's mf-manifest.json is (DESIGN §3: at run time). */
export function registerRemoteApps(remotes: Record<RemoteName, string>): void {
  for (const name of REMOTE_NAMES) entries.set(name, remotes[name]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
}

/**
 * Re-registering drops what the runtime remembers of a failed attempt (a cached manifest promise or a
 * half-loaded entry), so the next load fetches everything again.
 */
function forgetFailedAttempt(name: RemoteName): void {
  const entry = entries.get(name);
  if (!failed.delete(name) || !entry) return;
  registerRemotes([{ name, entry }], { force: true });
}

/** The remote's exposed `./App`. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  forgetFailedAttempt(name);
  try {
    const module = await loadRemote<RemoteAppModule>(`${name}/App`);
    if (!module?.default) throw new Error(`The ${name} remote exposes no App component`);
    return module;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
