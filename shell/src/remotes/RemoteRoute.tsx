import { LoadingView } from '@pathshala/shared-ui';
import { Suspense, use, useState } from 'react';
import type { RemoteName } from '../runtime-config';
import { RemoteBoundary } from './RemoteBoundary';
import { forgetRemoteApp, remoteApp } from './remote-apps';

function RemoteApp({ name }: { name: RemoteName }) {
  const { default: App } = use(remoteApp(name));
  return <App />;
}

/** Renders a remote's exposed App (its own relative routes) in place of this route. */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A failed load stays cached until the user asks again: forgetting it at once would retry in a loop.
  const retry = () => {
    forgetRemoteApp(name);
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
