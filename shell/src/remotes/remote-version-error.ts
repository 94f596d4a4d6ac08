import type { RemoteName } from '../runtime-config';

/**
 * A remote built against a version of a shared package (shared-ui, shared-api, React…) that the shell does not
 * provide, e.g. a newer major: the federation runtime refuses it (`strictVersion`), and so do we.
 */
export class RemoteVersionError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} remote needs shared packages this portal does not provide`, { cause });
    this.name = 'RemoteVersionError';
  }
}
