import type { AccountLanguage, LoginBody, RegisterBody } from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { BadRequestError, UnauthorizedError } from '../../http/errors';
import { textIn } from '../../i18n/catalog';
import { enqueueMails } from '../mail/queue';
import { createAccount } from '../users/accounts';
import { findUserByEmail, findUserByLogin } from '../users/repository';
import { passwordResetMail } from './mails';
import { consumePasswordReset, createPasswordReset } from './password-resets';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  familyOf,
  revokeFamily,
  rotateSession,
  startSession,
  type ClientInfo,
  type IssuedSession,
} from './sessions';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  forgotPassword: "If this email is registered, you'll receive a password reset link shortly.",
  invalidResetToken: 'Invalid or expired reset token',
} as const;

export interface SignedIn {
  accessToken: string;
  session: IssuedSession;
}

async function signIn(ctx: AppContext, session: IssuedSession): Promise<SignedIn> {
  const { user } = session;
  const accessToken = await ctx.tokens.sign({
    sub: user.id,
    role: user.role,
    username: user.username,
    sid: session.sessionId,
  });
  return { accessToken, session };
}

/** Self-registration: students and teachers (the contract refuses admin); teachers give store credentials. */
export function register(ctx: AppContext, body: RegisterBody): Promise<UserRow> {
  const store =
    body.role === 'teacher' && body.sslczStoreId && body.sslczStorePassword
      ? { storeId: body.sslczStoreId, storePasswordEncrypted: ctx.secretBox.encrypt(body.sslczStorePassword) }
      : undefined;
  return createAccount(ctx.db, { ...body, store });
}

/** The account a sign-in names by its username or email, in any letter case; undefined when none does. */
export function findLoginAccount(ctx: AppContext, identifier: string): Promise<UserRow | undefined> {
  return findUserByLogin(ctx.db, identifier);
}

/**
 * Signs in to `user`, the account `findLoginAccount` found for the body's identifier. Unknown user, wrong
 * password and removed account fail alike, in about the same time. Answers the account's language too (null
 * when never chosen).
 */
export async function login(
  ctx: AppContext,
  user: UserRow | undefined,
  body: LoginBody,
  client: ClientInfo,
): Promise<SignedIn & { language: AccountLanguage | null }> {
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid || user.removedAt) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  const session = await startSession(
    ctx.db,
    { id: user.id, role: user.role, username: user.username },
    body.rememberMe ?? false,
    client,
  );
  return { ...(await signIn(ctx, session)), language: user.language };
}

/** The refresh lost a race with another tab of the same browser, whose new cookie must be left alone. */
export class RefreshRaceError extends UnauthorizedError {}

export async function refresh(
  ctx: AppContext,
  refreshToken: string | undefined,
  client: ClientInfo,
): Promise<SignedIn> {
  if (!refreshToken) throw new UnauthorizedError();
  const result = await rotateSession(ctx.db, refreshToken, client);
  if (result.kind === 'raced') throw new RefreshRaceError();
  if (result.kind !== 'rotated') throw new UnauthorizedError();
  return signIn(ctx, result.session);
}

/**
 * Revokes the session family named by the refresh cookie and/or any access token presented. Expired
 * access tokens still count: logging out must work after the 15 minutes are up.
 */
export async function logout(
  ctx: AppContext,
  refreshToken: string | undefined,
  accessTokens: string[],
): Promise<void> {
  const families = new Set<string>();
  if (refreshToken) {
    const family = await familyOf(ctx.db, { refreshToken });
    if (family) families.add(family);
  }
  for (const token of accessTokens) {
    const claims = await ctx.tokens.verify(token, { allowExpired: true });
    const family = claims ? await familyOf(ctx.db, { sessionId: claims.sid }) : null;
    if (family) families.add(family);
  }
  for (const family of families) await revokeFamily(ctx.db, family);
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.removedAt) return;
  const mailIds = await ctx.db.transaction(async (tx) => {
    const token = await createPasswordReset(tx, user.id);
    return enqueueMails(tx, [
      passwordResetMail(
        textIn(user.language ?? 'en'),
        user.email,
        user.firstname,
        ctx.config.publicUrl,
        token,
      ),
    ]);
  });
  await ctx.mailer.dispatch(mailIds);
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  if (!(await consumePasswordReset(ctx.db, token, passwordHash))) {
    throw new BadRequestError(AUTH_MESSAGES.invalidResetToken);
  }
}
