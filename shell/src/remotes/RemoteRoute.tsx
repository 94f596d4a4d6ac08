import { LoadingView } from '@pathshala/shared-ui';
import { Suspense, use, useState } from 'react';
import type { RemoteName } from '../runtime-config';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemoteApp, type RemoteAppModule } from './registry';
import { explainLoadError } from './remote-version-error';

/** One load per remote, kept so revisiting a remote does not suspend again (`use` needs a stable promise). */
const loads = new Map<RemoteName, Promise<RemoteAppModule>>();

function remoteAppModule(name: RemoteName): Promise<RemoteAppModule> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemoteApp(name).catch((error: unknown) => {
      throw explainLoadError(name, error);
    });
    loads.set(name, load);
  }
  return load;
}

function RemoteApp({ name }: { name: RemoteName }) {
  const { default: App } = use(remoteAppModule(name));
  return <App />;
}

/** Renders a remote's exposed App (its own relative routes) in place of this route. */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A failed load stays cached until the user asks again: forgetting it at once would retry in a loop.
  const retry = () => {
    loads.delete(name);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingView />}>
        <RemoteApp name={name} />
      </Suspense>
    </RemoteBoundary>
  );
}
