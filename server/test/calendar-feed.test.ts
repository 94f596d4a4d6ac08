// The calendar subscription: a private link per user (the same one each time it is asked for, a new one on
// rotation, the old one then dead) to an iCalendar file of their classes that a calendar app reads without
// signing in. The file is read back with ical.js: Asia/Dhaka's VTIMEZONE, each class at its instant.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ICAL from 'ical.js';
import { SCHEDULE_MESSAGES, type CalendarFeed, type Role } from '@pathshala/shared-api/contract';
import { UNAUTHORIZED_MESSAGE } from '../src/http/errors';
import { forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import { callApi, changeSession, classGroup, dhaka, dhakaIso, sessionsOf, TestClock } from './fixtures';

interface FeedEvent {
  uid: string;
  summary: string;
  status: string;
  /** DTSTART's TZID parameter. */
  tzid: string | null;
  start: string;
  end: string;
  stampIsUtc: boolean;
}

/** Parses an iCalendar file with ical.js (which throws on one that is not valid) and reads its events. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  assert.equal(calendar.name, 'vcalendar');
  assert.equal(calendar.getFirstPropertyValue('version'), '2.0');
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
      return {
        uid: event.uid,
        summary: event.summary,
        status: String(component.getFirstPropertyValue('status')),
        tzid: (component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
      };
    });
    return {
      name: calendar.getFirstPropertyValue('x-wr-calname'),
      zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')),
      events,
    };
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  }
}

forEachDatabase((kind) => {
  let t: TestApp;
  const clock = new TestClock(dhaka('2026-11-27T12:00'));
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now });
  });
  after(() => t.close());

  const feedOf = async (account: Account, method: 'GET' | 'POST' = 'GET'): Promise<CalendarFeed> => {
    const response = await callApi(
      t,
      method,
      method === 'GET' ? '/calendar/feed' : '/calendar/feed/rotate',
      account,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };

  /** The file at a link, fetched as a calendar app does: no sign-in. */
  const fetchFile = (url: string) => t.request({ method: 'GET', url: new URL(url).pathname });

  async function readFeed(account: Account) {
    const response = await fetchFile((await feedOf(account)).url);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/calendar; charset=utf-8$/);
    return readCalendar(response.body);
  }

  test('the link: the same each time it is asked for, https and webcal, signed-in callers only', async () => {
    const student = await signUp('student');
    const asked = await callApi(t, 'GET', '/calendar/feed', student);
    assert.equal(asked.json().message, SCHEDULE_MESSAGES.feedFetched);
    const first = await feedOf(student);
    const again = await feedOf(student);
    assert.deepEqual(again, first);
    const pattern = new RegExp(
      `^${t.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/v1/calendar/feed/([A-Za-z0-9_-]{40,})\\.ics$`,
    );
    assert.match(first.url, pattern);
    assert.equal(first.webcal_url, first.url.replace(/^https?:/, 'webcal:'));
    assert.notDeepEqual(await feedOf(await signUp('student')), first, "another user's link is another");
    for (const [method, url] of [
      ['GET', '/calendar/feed'],
      ['POST', '/calendar/feed/rotate'],
    ] as const) {
      const response = await callApi(t, method, url);
      assert.equal(response.statusCode, 401, response.body);
      assert.equal(response.json().message, UNAUTHORIZED_MESSAGE);
    }
  });

  test('rotating gives a new link and the old one answers 404 at once', async () => {
    const student = await signUp('student');
    const old = await feedOf(student);
    assert.equal((await fetchFile(old.url)).statusCode, 200);
    const rotation = await callApi(t, 'POST', '/calendar/feed/rotate', student);
    assert.equal(rotation.statusCode, 200, rotation.body);
    assert.equal(rotation.json().message, SCHEDULE_MESSAGES.feedRotated);
    const rotated: CalendarFeed = rotation.json().data;
    assert.notEqual(rotated.url, old.url);
    assert.deepEqual(await feedOf(student), rotated, 'asking again answers the new link');
    const dead = await fetchFile(old.url);
    assert.equal(dead.statusCode, 404, dead.body);
    assert.deepEqual(dead.json(), {
      statusCode: 404,
      data: null,
      message: SCHEDULE_MESSAGES.feedNotFound,
      success: false,
    });
    assert.equal((await fetchFile(rotated.url)).statusCode, 200);
    // Rotating before ever asking makes the first link.
    const fresh = await signUp('teacher');
    const made = await feedOf(fresh, 'POST');
    assert.deepEqual(await feedOf(fresh), made);
  });

  test('an unknown token, a file that is not a token, and a removed account all answer 404', async () => {
    const student = await signUp('student');
    const admin = await signUp('admin');
    const { url } = await feedOf(student);
    const token = /feed\/([^/]+)\.ics$/.exec(url)![1]!;
    for (const file of [
      `${'A'.repeat(token.length)}.ics`,
      token,
      `${token}.ICS`,
      `${token}.ics.ics`,
      `${token.slice(1)}.ics`,
      '.ics',
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/v1/calendar/feed/${file}` });
      assert.equal(response.statusCode, 404, `${file}: ${response.body}`);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.feedNotFound);
    }
    assert.equal((await callApi(t, 'DELETE', `/admin/remove-user/${student.id}`, admin)).statusCode, 200);
    const removed = await fetchFile(url);
    assert.equal(removed.statusCode, 404, removed.body);
  });

  test('the file is valid iCalendar: Dhaka VTIMEZONE, each class at its instant in TZID=Asia/Dhaka, cancelled marked, UTC stamps', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await classGroup(t, signUp, {
      title: 'Algebra',
      weekly_schedule: ['Saturday', 'Sunday'],
      time: '01:30',
      duration_minutes: 90,
    });
    const sessions = await sessionsOf(t, teacher, batch._id, 'from=2026-11-27&to=2026-12-07');
    const [saturday, sunday, nextSaturday] = sessions;
    assert.ok(saturday && sunday && nextSaturday);
    assert.equal(
      (await changeSession(t, teacher, batch._id, sunday._id, { cancelled: true, note: 'Exams' })).statusCode,
      200,
    );
    assert.equal(
      (await changeSession(t, teacher, batch._id, nextSaturday._id, { starts_at: '2026-12-05T23:00' }))
        .statusCode,
      200,
    );

    for (const account of [teacher, students[0]!]) {
      const feed = await readFeed(account);
      assert.equal(feed.name, 'Pathshala classes');
      assert.deepEqual(feed.zones, ['Asia/Dhaka']);
      // Four weeks back to eight weeks ahead: the eight Saturdays and Sundays of the first four weeks and the
      // rest of the eight weeks, all planned on reading.
      const byUid = new Map(feed.events.map((event) => [event.uid, event]));
      assert.deepEqual(byUid.get(`${saturday._id}@pathshala`), {
        uid: `${saturday._id}@pathshala`,
        summary: 'Algebra',
        status: 'CONFIRMED',
        tzid: 'Asia/Dhaka',
        start: dhakaIso('2026-11-28T01:30'),
        end: dhakaIso('2026-11-28T03:00'),
        stampIsUtc: true,
      });
      assert.equal(byUid.get(`${saturday._id}@pathshala`)?.start, '2026-11-27T19:30:00.000Z');
      assert.deepEqual(byUid.get(`${sunday._id}@pathshala`), {
        uid: `${sunday._id}@pathshala`,
        summary: 'Cancelled: Algebra',
        status: 'CANCELLED',
        tzid: 'Asia/Dhaka',
        start: dhakaIso('2026-11-29T01:30'),
        end: dhakaIso('2026-11-29T03:00'),
        stampIsUtc: true,
      });
      assert.equal(byUid.get(`${nextSaturday._id}@pathshala`)?.start, dhakaIso('2026-12-05T23:00'));
      for (const event of feed.events) {
        assert.equal(event.tzid, 'Asia/Dhaka', event.uid);
        assert.ok(event.stampIsUtc, event.uid);
        assert.match(
          new Date(new Date(event.start).getTime() + 6 * 3_600_000).toISOString(),
          /T(01:30|23:00)/,
        );
      }
      // Today's week to the eighth week ahead (the feed starts four weeks back, before this batch began).
      const starts = feed.events.map((event) => event.start).sort();
      assert.equal(starts[0], dhakaIso('2026-11-28T01:30'));
      assert.ok(starts.at(-1)! < dhakaIso('2027-01-22T00:00'), starts.at(-1));
      assert.equal(feed.events.length, 16);
    }
  });

  test("the raw text: VTIMEZONE before the events, DTSTART;TZID=Asia/Dhaka with Dhaka's wall time, DTSTAMP in Z", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await classGroup(
      t,
      signUp,
      { weekly_schedule: ['Monday'], time: '6:30 PM' },
      0,
    );
    const [monday] = await sessionsOf(t, teacher, batch._id, 'from=2026-11-30&to=2026-12-01');
    const response = await fetchFile((await feedOf(teacher)).url);
    const text = response.body.replace(/\r\n[ \t]/g, '');
    assert.ok(text.startsWith('BEGIN:VCALENDAR\r\n'));
    assert.ok(text.indexOf('BEGIN:VTIMEZONE') < text.indexOf('BEGIN:VEVENT'));
    assert.match(text, /TZID:Asia\/Dhaka/);
    const uid = text.indexOf(`UID:${monday!._id}@pathshala`);
    assert.ok(uid > 0, 'the Monday class is in the file');
    const start = text.lastIndexOf('BEGIN:VEVENT', uid);
    const vevent = text.slice(start, text.indexOf('END:VEVENT', start));
    assert.match(vevent, /\r\nDTSTART;TZID=Asia\/Dhaka:20261130T183000\r\n/);
    assert.match(vevent, /\r\nDTEND;TZID=Asia\/Dhaka:20261130T193000\r\n/);
    assert.match(vevent, /\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    assert.match(vevent, /\r\nSTATUS:CONFIRMED\r\n/);
  });

  test("no sign-in is needed, and the file holds the link owner's classes only", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const mine = await classGroup(
      t,
      signUp,
      { title: 'Mine', weekly_schedule: ['Sunday'], time: '10:00' },
      2,
    );
    const theirs = await classGroup(
      t,
      signUp,
      { title: 'Theirs', weekly_schedule: ['Sunday'], time: '10:00' },
      1,
    );
    const [member, removed] = mine.students as [Account, Account];
    const { url } = await feedOf(member);
    // Someone else's Authorization header changes nothing: the link is the key.
    const withOthersToken = await t.request({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { authorization: `Bearer ${theirs.teacher.token}` },
    });
    assert.equal(withOthersToken.statusCode, 200, withOthersToken.body);
    const summaries = readCalendar(withOthersToken.body).events.map((event) => event.summary);
    assert.ok(summaries.length > 0);
    assert.ok(
      summaries.every((summary) => summary === 'Mine'),
      JSON.stringify(summaries),
    );
    assert.ok(
      (await readFeed(theirs.students[0]!)).events.every((event) => event.summary === 'Theirs'),
      "the other batch's student sees only that batch",
    );
    assert.deepEqual((await readFeed(await signUp('student'))).events, [], 'a user without batches has none');

    assert.equal(
      (await callApi(t, 'DELETE', `/batch/remove-user/${mine.batch._id}/${removed.id}`, mine.teacher))
        .statusCode,
      200,
    );
    assert.deepEqual(
      (await readFeed(removed)).events,
      [],
      'removed from the batch: its classes leave the file',
    );
  });

  test('asked for twice at once, the first link is one link', async () => {
    const student = await signUp('student');
    const [a, b] = await Promise.all([feedOf(student), feedOf(student)]);
    assert.deepEqual(a, b);
    assert.deepEqual(await feedOf(student), a);
  });

  test('the file covers four weeks back and eight ahead, by the clock of the day it is read', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher } = await classGroup(t, signUp, { weekly_schedule: ['Saturday'], time: '09:00' }, 0);
    const startsOn = async (wall: string) => {
      clock.set(dhaka(wall));
      return (await readFeed(teacher)).events.map((event) => event.start).sort();
    };
    const later = await startsOn('2026-12-24T12:00');
    assert.equal(later[0], dhakaIso('2026-11-28T09:00'), 'a class 26 days back is still there');
    assert.equal(later.at(-1), dhakaIso('2027-02-13T09:00'), 'the last Saturday before eight weeks ahead');
    const muchLater = await startsOn('2026-12-27T12:00');
    assert.equal(
      muchLater[0],
      dhakaIso('2026-12-05T09:00'),
      'four weeks back from the 27th starts on the 29th of November',
    );
  });

  test('in Bangla for a user who reads Bangla', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await classGroup(
      t,
      signUp,
      { title: 'Algebra', weekly_schedule: ['Sunday'] },
      1,
    );
    const student = students[0]!;
    assert.equal((await callApi(t, 'PUT', '/users/language', student, { language: 'bn' })).statusCode, 200);
    const [sunday] = await sessionsOf(t, teacher, batch._id, 'from=2026-11-29&to=2026-11-30');
    assert.equal(
      (await changeSession(t, teacher, batch._id, sunday!._id, { cancelled: true })).statusCode,
      200,
    );
    const feed = await readFeed(student);
    assert.equal(feed.name, 'পাঠশালার ক্লাস');
    assert.equal(
      feed.events.find((event) => event.uid === `${sunday!._id}@pathshala`)?.summary,
      'বাতিল: Algebra',
    );
  });
});
