import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import { concurrencyLimit } from '../../concurrency';

/**
 * Argon2id at OWASP's 9 MiB / 4 passes / 1 lane, one of the configurations it rates equal to the library's
 * default 19 MiB / 2 passes: the same work per guess, half the memory per hash. Hashes carry their own
 * parameters, so hashes made with other ones still verify.
 */
const ARGON2_OPTIONS: Options = { memoryCost: 9216, timeCost: 4, parallelism: 1 };

/**
 * Argon2 is CPU-bound: more hashes at once than there are cores make none finish sooner, while each holds
 * its memory and a thread of the pool that file reads also use. A burst of sign-ins queues here instead.
 */
const hashing = concurrencyLimit(Math.min(availableParallelism(), 4));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification takes, so an unknown username answers no faster than a wrong
 * password does.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1A');
  await verifyPassword(await dummyHash, password);
  return false;
}
