import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountLanguage, Gender, Role } from '@pathshala/shared-api/contract';
import { randomToken, sha256Hex } from '../../crypto';
import type { Db, Queryable } from '../../db';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Remember me keeps a session 30 days; otherwise it lasts a day (and the cookie the browser session). */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
export const BROWSER_SESSION_MS = DAY_MS;
/**
 * Two tabs of one browser share the refresh cookie and may both refresh at once: the loser presents a
 * token rotated a moment ago. Within this window that is a race, not theft: the loser gets a 401 (and
 * picks up the winner's token from shared storage) but the family stays alive.
 */
export const ROTATION_RACE_MS = 10_000;

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface SessionOwner {
  id: string;
  role: Role;
  username: string;
}

/**
 * What every request of the account may need besides who it is, read with the session check (and cached with
 * it): its language, and a teacher's gender and the place on the profile, by which searches choose and rank.
 */
export interface SessionOwnerDetails {
  language: AccountLanguage | null;
  gender: Gender | null;
  division: string | null;
  district: string | null;
  area: string | null;
}

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  persistent: boolean;
  user: SessionOwner;
}

export type RotationResult =
  { kind: 'rotated'; session: IssuedSession } | { kind: 'raced' } | { kind: 'reused' } | { kind: 'invalid' };

const notExpired = gt(sessions.expiresAt, sql`now()`);

async function insertSession(
  db: Queryable,
  values: { id?: string; userId: string; familyId: string; persistent: boolean; client: ClientInfo },
) {
  const refreshToken = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      ...(values.id ? { id: values.id } : {}),
      userId: values.userId,
      familyId: values.familyId,
      refreshTokenHash: sha256Hex(refreshToken),
      persistent: values.persistent,
      expiresAt: new Date(Date.now() + (values.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS)),
      userAgent: values.client.userAgent?.slice(0, 512) ?? null,
      ip: values.client.ip ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return { sessionId: row.id, refreshToken };
}

/** Starts a new session family at sign-in. */
export async function startSession(
  db: Queryable,
  user: SessionOwner,
  persistent: boolean,
  client: ClientInfo,
): Promise<IssuedSession> {
  const { sessionId, refreshToken } = await insertSession(db, {
    userId: user.id,
    familyId: randomUUID(),
    persistent,
    client,
  });
  return { sessionId, refreshToken, persistent, user };
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOf(db: Queryable, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Exchanges a refresh token for the next one in its family, in one transaction. The conditional
 * UPDATE claims the row: of two concurrent refreshes with the same token only one matches; the other
 * finds the token already replaced: a race when its successor is only moments old and still live,
 * otherwise reuse of a stolen token, which revokes the family.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  client: ClientInfo,
): Promise<RotationResult> {
  const tokenHash = sha256Hex(refreshToken);
  return db.transaction(async (tx): Promise<RotationResult> => {
    const nextId = randomUUID();
    const [current] = await tx
      .update(sessions)
      .set({ replacedBy: nextId })
      .where(
        and(
          eq(sessions.refreshTokenHash, tokenHash),
          isNull(sessions.replacedBy),
          isNull(sessions.revokedAt),
          notExpired,
        ),
      )
      .returning({ userId: sessions.userId, familyId: sessions.familyId, persistent: sessions.persistent });

    if (!current) {
      const [known] = await tx
        .select({ familyId: sessions.familyId, replacedBy: sessions.replacedBy })
        .from(sessions)
        .where(eq(sessions.refreshTokenHash, tokenHash))
        .limit(1);
      if (known?.replacedBy) {
        const [successor] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.id, known.replacedBy),
              isNull(sessions.revokedAt),
              gt(sessions.createdAt, sql`now() - make_interval(secs => ${ROTATION_RACE_MS / 1000})`),
            ),
          )
          .limit(1);
        if (successor) return { kind: 'raced' };
        await revokeFamily(tx, known.familyId);
        return { kind: 'reused' };
      }
      return { kind: 'invalid' };
    }

    const [owner] = await tx
      .select({ id: users.id, role: users.role, username: users.username })
      .from(users)
      .where(and(eq(users.id, current.userId), isNull(users.removedAt)))
      .limit(1);
    if (!owner) {
      await revokeFamily(tx, current.familyId);
      return { kind: 'invalid' };
    }

    const issued = await insertSession(tx, {
      id: nextId,
      userId: owner.id,
      familyId: current.familyId,
      persistent: current.persistent,
      client,
    });
    return { kind: 'rotated', session: { ...issued, persistent: current.persistent, user: owner } };
  });
}

const sessionOwner = preparedStatement('session_owner', (db, name) =>
  db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      language: users.language,
      gender: users.gender,
      division: users.division,
      district: users.district,
      area: users.area,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        notExpired,
        isNull(users.removedAt),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The user behind an access token's session, if that session is still live and the account not
 * removed: one primary-key lookup joined to users, run on every authenticated request not answered
 * from the session cache (http/auth.ts), with the session's expiry so the cache never outlives it.
 */
export async function findSessionOwner(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<(SessionOwner & SessionOwnerDetails & { sessionExpiresAt: Date }) | null> {
  const [row] = await sessionOwner(db).execute({ sessionId, userId });
  return row ?? null;
}

/** The family a session row or refresh token belongs to, for logout. */
export async function familyOf(
  db: Queryable,
  by: { sessionId: string } | { refreshToken: string },
): Promise<string | null> {
  const condition =
    'sessionId' in by
      ? eq(sessions.id, by.sessionId)
      : eq(sessions.refreshTokenHash, sha256Hex(by.refreshToken));
  const [row] = await db.select({ familyId: sessions.familyId }).from(sessions).where(condition).limit(1);
  return row?.familyId ?? null;
}
