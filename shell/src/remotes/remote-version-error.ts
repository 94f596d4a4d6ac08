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

/** The federation runtime's words for a shared singleton whose version a consumer does not accept. */
const VERSION_MISMATCH = /of shared singleton module .* does not satisfy the requirement/;

/** A failed load as the user should hear of it: a RemoteVersionError when the versions did not match. */
export function explainLoadError(remote: RemoteName, error: unknown): unknown {
  return error instanceof Error && VERSION_MISMATCH.test(error.message)
    ? new RemoteVersionError(remote, error)
    : error;
}
