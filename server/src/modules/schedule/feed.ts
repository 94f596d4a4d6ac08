// A user's private calendar subscription: an iCalendar file of their classes at an unguessable URL that a
// phone's calendar or Google Calendar follows. The token is found by its SHA-256 and kept sealed so the link
// can be shown again; replacing it makes the old link fail at once.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { and, eq, isNull } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { SCHEDULE_MESSAGES, SCHEDULE_TIME_ZONE, type CalendarFeed } from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import { randomToken, sha256Hex } from '../../crypto';
import { calendarFeeds, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { NotFoundError } from '../../http/errors';
import { API_PREFIX } from '../../http/prefix';
import { textIn } from '../../i18n/catalog';
import { addDays, DHAKA_ZONE, startOfDhakaDay } from './dhaka';
import { calendarFor } from './sessions';

type FeedContext = Pick<AppContext, 'db' | 'secretBox' | 'clock'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
};

const FEED_SUFFIX = '.ics';
/** The feed covers the last weeks and the coming ones: what a calendar app needs, in one bounded read. */
const FEED_PAST_DAYS = 28;
const FEED_AHEAD_DAYS = 56;

function feedUrls(ctx: FeedContext, token: string): CalendarFeed {
  const url = `${ctx.config.publicUrl}${API_PREFIX}/calendar/feed/${token}${FEED_SUFFIX}`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

async function writeToken(ctx: FeedContext, userId: string, replace: boolean): Promise<string> {
  const token = randomToken(32);
  const row = {
    userId,
    tokenHash: sha256Hex(token),
    tokenSealed: ctx.secretBox.encrypt(token),
    createdAt: ctx.clock(),
  };
  const insert = ctx.db.insert(calendarFeeds).values(row);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash: row.tokenHash, tokenSealed: row.tokenSealed, createdAt: row.createdAt },
      })
    : insert.onConflictDoNothing());
  return token;
}

/** GET /calendar/feed: the caller's subscription link, made on first asking. */
export async function calendarFeedOf(ctx: FeedContext, caller: AuthUser): Promise<CalendarFeed> {
  const sealed = async () =>
    (
      await ctx.db
        .select({ tokenSealed: calendarFeeds.tokenSealed })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, caller.id))
    )[0]?.tokenSealed;
  let token = await sealed();
  // Two first asks at once: the one written first wins, and both answer it.
  if (!token) await writeToken(ctx, caller.id, false);
  token ??= await sealed();
  if (!token) throw new Error('The calendar link was not written');
  return feedUrls(ctx, ctx.secretBox.decrypt(token));
}

/** POST /calendar/feed/rotate: a new link; the old one stops working. */
export async function rotateCalendarFeed(ctx: FeedContext, caller: AuthUser): Promise<CalendarFeed> {
  return feedUrls(ctx, await writeToken(ctx, caller.id, true));
}

/**
 * GET /calendar/feed/{token}.ics (no sign-in: the token is the key): the classes of the token's user from four
 * weeks back to eight weeks ahead, each in Asia/Dhaka with the zone's definition, cancelled ones marked so.
 * 404 for an unknown or replaced token, or a removed account.
 */
export async function calendarFile(ctx: FeedContext, file: string): Promise<string> {
  const token = file.endsWith(FEED_SUFFIX) ? file.slice(0, -FEED_SUFFIX.length) : '';
  const [owner] = token
    ? await ctx.db
        .select({ id: users.id, username: users.username, role: users.role, language: users.language })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.tokenHash, sha256Hex(token)), isNull(users.removedAt)))
    : [];
  if (!owner) throw new NotFoundError(SCHEDULE_MESSAGES.feedNotFound);

  const now = ctx.clock();
  const today = startOfDhakaDay(now);
  const sessions = await calendarFor(
    ctx.db,
    owner,
    { from: addDays(today, -FEED_PAST_DAYS), to: addDays(today, FEED_AHEAD_DAYS) },
    now,
  );
  const text = textIn(owner.language ?? 'en');
  const schedulePage = `${ctx.config.publicUrl}/${owner.role}/schedule`;
  const calendar = ical({
    name: text.t('feed.name'),
    prodId: { company: 'Pathshala', product: 'Schedule', language: text.language.toUpperCase() },
    // The zone is each event's, with its VTIMEZONE; not the calendar's, which would also write DTSTAMP (always
    // UTC in iCalendar) in Dhaka time. X-WR-TIMEZONE tells Google Calendar the zone all the same.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: [{ key: 'X-WR-TIMEZONE', value: SCHEDULE_TIME_ZONE }],
    ttl: 60 * 60,
  });
  const inDhaka = (iso: string) => DateTime.fromISO(iso, { zone: DHAKA_ZONE });
  for (const session of sessions) {
    const cancelled = session.status === 'cancelled';
    calendar.createEvent({
      id: `${session._id}@pathshala`,
      start: inDhaka(session.starts_at),
      end: inDhaka(session.ends_at),
      timezone: SCHEDULE_TIME_ZONE,
      summary: cancelled ? text.t('feed.cancelled', { batch: session.batch_name }) : session.batch_name,
      description: [session.note, session.join_class_link].filter(Boolean).join('\n') || null,
      url: session.join_class_link ?? schedulePage,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
