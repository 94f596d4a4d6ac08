import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with its recommended cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
