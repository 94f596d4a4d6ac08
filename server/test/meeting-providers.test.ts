import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import type { ZoomConfig } from '../src/config';
import {
  createMeetingProvider,
  EXPIRY_GRACE_MINUTES,
  JitsiMeetingProvider,
  MEETING_FAILED_MESSAGE,
  MeetingProviderError,
  topicSlug,
  ZoomMeetingProvider,
} from '../src/providers/meeting';

const MINUTE = 60_000;

describe('jitsi meeting provider', () => {
  const jitsi = new JitsiMeetingProvider();

  test('an unguessable meet.jit.si room with a readable prefix; host and students share it', async () => {
    const meeting = await jitsi.createMeeting({ topic: 'Physics — Class 9 (Batch A)' });
    assert.equal(meeting.provider, 'jitsi');
    assert.match(meeting.joinUrl, /^https:\/\/meet\.jit\.si\/physics-class-9-batch-a-[a-z2-7]{32}$/);
    assert.equal(meeting.startUrl, meeting.joinUrl);
    assert.equal(meeting.joinUrl, `https://meet.jit.si/${meeting.meetingId}`);
  });

  test('the slug is URL-safe, bounded, and falls back when the topic has no letters', () => {
    assert.equal(topicSlug('  Bangla   2nd Paper!! '), 'bangla-2nd-paper');
    assert.equal(topicSlug('Café Über'), 'cafe-uber');
    assert.equal(topicSlug('গণিত'), 'pathshala-class');
    assert.equal(topicSlug('???'), 'pathshala-class');
    const long = topicSlug('a'.repeat(39) + ' and more words');
    assert.ok(long.length <= 40 && !long.endsWith('-'), long);
    assert.equal(long, 'a'.repeat(39));
  });

  test('rooms are random: 2000 meetings of one topic, 2000 different rooms, every base32 letter used', async () => {
    const rooms = new Set<string>();
    const letters = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const { meetingId } = await jitsi.createMeeting({ topic: 'Math' });
      const secret = meetingId.slice('math-'.length);
      assert.equal(secret.length, 32);
      for (const letter of secret) letters.add(letter);
      rooms.add(meetingId);
    }
    assert.equal(rooms.size, 2000);
    assert.equal(letters.size, 32);
  });

  test('expiry: start + duration + grace; an instant meeting starts now, a past start counts as now', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const clocked = new JitsiMeetingProvider({ now: () => now });
    const instant = await clocked.createMeeting({ topic: 'Chemistry' });
    assert.deepEqual(instant.startsAt, now);
    assert.equal(instant.expiresAt.getTime(), now.getTime() + (60 + EXPIRY_GRACE_MINUTES) * MINUTE);
    const later = new Date('2026-11-22T15:30:00Z');
    const scheduled = await clocked.createMeeting({
      topic: 'Chemistry',
      startsAt: later,
      durationMinutes: 90,
    });
    assert.deepEqual(scheduled.startsAt, later);
    assert.equal(scheduled.expiresAt.getTime(), later.getTime() + (90 + EXPIRY_GRACE_MINUTES) * MINUTE);
    const past = await clocked.createMeeting({
      topic: 'Chemistry',
      startsAt: new Date('2026-01-01T00:00:00Z'),
    });
    assert.deepEqual(past.startsAt, now);
  });

  test('a duration that is not a whole number of minutes 1-1440 is a caller bug', async () => {
    for (const durationMinutes of [0, -5, 1.5, 1441, Number.NaN])
      await assert.rejects(jitsi.createMeeting({ topic: 'x', durationMinutes }), RangeError);
  });

  test('the default provider is Jitsi, and needs no key', async () => {
    const provider = createMeetingProvider({ provider: 'jitsi', zoom: null });
    assert.ok(provider instanceof JitsiMeetingProvider);
  });
});

// ---------------------------------------------------------------------------------------------------
// A local fake of Zoom speaking the real protocol: OAuth account credentials, then create meeting.

const CREDENTIALS = { accountId: 'acct-7Qx', clientId: 'client-id-ZK3', clientSecret: 'sUpErSeCrEt-9f2e' };

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (request: Recorded, reply: (status: number, body: unknown) => void) => void;

interface FakeZoom {
  url: string;
  calls: Recorded[];
  tokenCalls(): Recorded[];
  meetingCalls(): Recorded[];
  /** Replace the default behaviour for a path; the default speaks the happy protocol. */
  on(path: string, handler: Handler): void;
  /** Tokens issued so far; the nth is `token-n`. */
  issued: string[];
  /** Tokens the meetings endpoint no longer accepts. */
  revoked: Set<string>;
  close(): Promise<void>;
}

async function fakeZoom(): Promise<FakeZoom> {
  const calls: Recorded[] = [];
  const handlers = new Map<string, Handler>();
  const issued: string[] = [];
  const revoked = new Set<string>();
  const expectedBasic = `Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')}`;

  const defaults: Record<string, Handler> = {
    '/oauth/token': (request, reply) => {
      if (request.method !== 'POST') return reply(405, { reason: 'method' });
      if (request.headers.authorization !== expectedBasic)
        return reply(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      if (request.query.get('grant_type') !== 'account_credentials')
        return reply(400, { reason: 'unsupported grant type', error: 'unsupported_grant_type' });
      if (request.query.get('account_id') !== CREDENTIALS.accountId)
        return reply(400, { reason: 'Invalid account_id', error: 'invalid_request' });
      const token = `token-${issued.length + 1}`;
      issued.push(token);
      reply(200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'meeting:write:admin',
      });
    },
    '/v2/users/me/meetings': (request, reply) => {
      if (request.method !== 'POST') return reply(405, { code: 405, message: 'method' });
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !issued.includes(token) || revoked.has(token))
        return reply(401, { code: 124, message: 'Invalid access token.' });
      if (!String(request.headers['content-type']).startsWith('application/json'))
        return reply(400, { code: 300, message: 'content type' });
      const body = JSON.parse(request.body) as {
        topic: string;
        type: number;
        start_time?: string;
        duration: number;
      };
      const id = 85_000_000_000 + calls.length;
      reply(201, {
        id,
        uuid: 'abc==',
        host_id: 'host',
        topic: body.topic,
        type: body.type,
        start_time: body.start_time ?? '2026-11-21T10:00:05Z',
        duration: body.duration,
        timezone: 'UTC',
        join_url: `https://us06web.zoom.us/j/${id}?pwd=joinpass`,
        start_url: `https://us06web.zoom.us/s/${id}?zak=host-secret-key`,
        password: 'joinpass',
      });
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(recorded);
      const handler = handlers.get(url.pathname) ?? defaults[url.pathname];
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (handler) handler(recorded, reply);
      else reply(404, { code: 404, message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    tokenCalls: () => calls.filter((call) => call.path === '/oauth/token'),
    meetingCalls: () => calls.filter((call) => call.path === '/v2/users/me/meetings'),
    on: (path, handler) => handlers.set(path, handler),
    issued,
    revoked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function zoomConfig(fake: FakeZoom): ZoomConfig {
  return { ...CREDENTIALS, baseUrl: fake.url, oauthUrl: fake.url };
}

/** Collects what the provider logs, to check the cause is there and no credential is. */
function memoryLogger() {
  const lines: string[] = [];
  return {
    lines,
    logger: {
      error: (details: Record<string, unknown>, message: string) =>
        lines.push(JSON.stringify({ ...details, message })),
    },
  };
}

function assertNoSecrets(text: string) {
  for (const secret of [
    CREDENTIALS.clientId,
    CREDENTIALS.clientSecret,
    Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64'),
    'host-secret-key',
  ])
    assert.ok(!text.includes(secret), `no ${secret} in ${text}`);
  assert.ok(!/token-\d/.test(text), `no access token in ${text}`);
}

async function assertMeetingFails(promise: Promise<unknown>): Promise<MeetingProviderError> {
  let caught: unknown;
  await assert.rejects(promise, (error) => {
    caught = error;
    return true;
  });
  assert.ok(caught instanceof MeetingProviderError, `a MeetingProviderError, got ${String(caught)}`);
  assert.equal(caught.message, MEETING_FAILED_MESSAGE);
  assert.equal(caught.statusCode, 502);
  assertNoSecrets(`${caught.message} ${caught.stack ?? ''} ${JSON.stringify(caught)}`);
  return caught;
}

describe('zoom meeting provider (against a local fake Zoom)', () => {
  const fakes: FakeZoom[] = [];
  async function setup() {
    const fake = await fakeZoom();
    fakes.push(fake);
    const log = memoryLogger();
    return {
      fake,
      log,
      zoom: new ZoomMeetingProvider(zoomConfig(fake), { logger: log.logger, timeoutMs: 2000 }),
    };
  }
  after(async () => {
    await Promise.all(fakes.map((fake) => fake.close()));
  });

  test('account-credentials token with Basic auth, then a scheduled meeting with a waiting room', async () => {
    const { fake, zoom } = await setup();
    const startsAt = new Date(Date.now() + 24 * 60 * MINUTE);
    startsAt.setUTCMilliseconds(0);
    const meeting = await zoom.createMeeting({ topic: 'Physics batch A', startsAt, durationMinutes: 90 });

    const [tokenCall] = fake.tokenCalls();
    assert.equal(tokenCall?.method, 'POST');
    assert.equal(tokenCall?.query.get('grant_type'), 'account_credentials');
    assert.equal(tokenCall?.query.get('account_id'), CREDENTIALS.accountId);
    assert.equal(
      tokenCall?.headers.authorization,
      `Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')}`,
    );

    const [meetingCall] = fake.meetingCalls();
    assert.equal(meetingCall?.headers.authorization, 'Bearer token-1');
    const body = JSON.parse(meetingCall!.body);
    assert.equal(body.topic, 'Physics batch A');
    assert.equal(body.type, 2);
    assert.equal(body.start_time, startsAt.toISOString().replace('.000Z', 'Z'));
    assert.equal(body.duration, 90);
    assert.equal(body.settings.join_before_host, false);
    assert.equal(body.settings.waiting_room, true);

    assert.equal(meeting.provider, 'zoom');
    assert.match(meeting.meetingId, /^85\d+$/);
    assert.match(meeting.joinUrl, /^https:\/\/us06web\.zoom\.us\/j\/\d+\?pwd=joinpass$/);
    assert.match(meeting.startUrl, /^https:\/\/us06web\.zoom\.us\/s\/\d+\?zak=/);
    assert.deepEqual(meeting.startsAt, startsAt);
    assert.equal(meeting.expiresAt.getTime(), startsAt.getTime() + (90 + EXPIRY_GRACE_MINUTES) * MINUTE);
  });

  test('no start time (or a past one) makes an instant meeting; expiry from the start Zoom answers', async () => {
    const { fake, zoom } = await setup();
    const meeting = await zoom.createMeeting({ topic: 'Now', startsAt: new Date(Date.now() - MINUTE) });
    const body = JSON.parse(fake.meetingCalls()[0]!.body);
    assert.equal(body.type, 1);
    assert.equal(body.start_time, undefined);
    assert.equal(body.duration, 60);
    assert.deepEqual(meeting.startsAt, new Date('2026-11-21T10:00:05Z'));
    assert.equal(
      meeting.expiresAt.getTime(),
      new Date('2026-11-21T10:00:05Z').getTime() + (60 + EXPIRY_GRACE_MINUTES) * MINUTE,
    );
  });

  test('the token is cached: two meetings, one token request; renewed once it nears expiry', async () => {
    const fake = await fakeZoom();
    fakes.push(fake);
    let now = Date.now();
    const zoom = new ZoomMeetingProvider(zoomConfig(fake), { now: () => new Date(now) });
    await zoom.createMeeting({ topic: 'one' });
    await zoom.createMeeting({ topic: 'two' });
    assert.equal(fake.tokenCalls().length, 1);
    assert.equal(fake.meetingCalls().length, 2);
    // expires_in 3599 s: still cached 50 minutes on, renewed within five minutes of expiry.
    now += 50 * MINUTE;
    await zoom.createMeeting({ topic: 'three' });
    assert.equal(fake.tokenCalls().length, 1);
    now += 6 * MINUTE;
    await zoom.createMeeting({ topic: 'four' });
    assert.equal(fake.tokenCalls().length, 2);
    assert.equal(fake.meetingCalls().at(-1)?.headers.authorization, 'Bearer token-2');
  });

  test('concurrent meetings share one token request', async () => {
    const { fake, zoom } = await setup();
    await Promise.all([1, 2, 3].map((n) => zoom.createMeeting({ topic: `class ${n}` })));
    assert.equal(fake.tokenCalls().length, 1);
    assert.equal(fake.meetingCalls().length, 3);
  });

  test('a 401 from the API fetches a new token and tries once more', async () => {
    const { fake, zoom } = await setup();
    await zoom.createMeeting({ topic: 'first' });
    fake.revoked.add('token-1');
    const meeting = await zoom.createMeeting({ topic: 'second' });
    assert.match(meeting.joinUrl, /zoom\.us\/j\//);
    assert.equal(fake.tokenCalls().length, 2);
    assert.deepEqual(
      fake.meetingCalls().map((call) => call.headers.authorization),
      ['Bearer token-1', 'Bearer token-1', 'Bearer token-2'],
    );
  });

  test('a second 401 in a row is a failure, not a loop', async () => {
    const { fake, zoom, log } = await setup();
    fake.on('/v2/users/me/meetings', (_request, reply) =>
      reply(401, { code: 124, message: 'Invalid access token.' }),
    );
    await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
    assert.equal(fake.meetingCalls().length, 2);
    assert.equal(fake.tokenCalls().length, 2);
    assert.match(log.lines.join('\n'), /HTTP 401.*Invalid access token/);
  });

  test('refused credentials: a MeetingProviderError, the cause logged, no credential anywhere', async () => {
    const fake = await fakeZoom();
    fakes.push(fake);
    const log = memoryLogger();
    const zoom = new ZoomMeetingProvider(
      { ...zoomConfig(fake), clientSecret: 'wrong-secret-value' },
      { logger: log.logger },
    );
    await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
    assert.equal(fake.meetingCalls().length, 0);
    assert.equal(log.lines.length, 1);
    assert.match(log.lines[0]!, /"stage":"token".*"status":401.*invalid_client/);
    assert.ok(!log.lines[0]!.includes('wrong-secret-value'));
    assertNoSecrets(log.lines[0]!);
  });

  for (const status of [400, 404, 429, 500, 503]) {
    test(`Zoom answering ${status} to create meeting is a MeetingProviderError`, async () => {
      const { fake, zoom, log } = await setup();
      fake.on('/v2/users/me/meetings', (request, reply) =>
        // An API that echoes what it received must not get it into our logs.
        reply(status, { code: status, message: `failed for ${request.headers.authorization}` }),
      );
      await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
      assert.equal(log.lines.length, 1);
      assert.match(log.lines[0]!, new RegExp(`"stage":"create","status":${status}`));
      assertNoSecrets(log.lines[0]!);
    });
  }

  test('a 201 without the links is a MeetingProviderError, and a host link is never logged', async () => {
    const { fake, zoom, log } = await setup();
    fake.on('/v2/users/me/meetings', (_request, reply) =>
      reply(201, { id: 1, start_url: 'https://us06web.zoom.us/s/1?zak=host-secret-key' }),
    );
    await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
    assert.match(log.lines[0]!, /unexpected answer: join_url/);
    assertNoSecrets(log.lines[0]!);
  });

  test('a token answer without an access token is a MeetingProviderError', async () => {
    const { fake, zoom, log } = await setup();
    fake.on('/oauth/token', (_request, reply) => reply(200, { token_type: 'bearer', expires_in: 3599 }));
    await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
    assert.equal(fake.meetingCalls().length, 0);
    assert.match(log.lines[0]!, /"stage":"token".*access_token/);
  });

  test('a Zoom that never answers times out into a MeetingProviderError', async () => {
    const fake = await fakeZoom();
    fakes.push(fake);
    fake.on('/v2/users/me/meetings', () => undefined); // accepts the request, never replies
    const log = memoryLogger();
    const zoom = new ZoomMeetingProvider(zoomConfig(fake), { logger: log.logger, timeoutMs: 150 });
    const started = Date.now();
    await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 140 && elapsed < 5000, `timed out after ${elapsed} ms`);
    assert.match(log.lines[0]!, /"stage":"create".*no answer within 150 ms/);
  });

  test('an unreachable Zoom is a MeetingProviderError', async () => {
    const fake = await fakeZoom();
    const config = zoomConfig(fake);
    await fake.close();
    const log = memoryLogger();
    const zoom = new ZoomMeetingProvider(config, { logger: log.logger, timeoutMs: 2000 });
    await assertMeetingFails(zoom.createMeeting({ topic: 'x' }));
    assert.match(log.lines[0]!, /"stage":"token".*request failed/);
    assertNoSecrets(log.lines[0]!);
  });

  test('createMeetingProvider picks Zoom when configured', async () => {
    const { fake } = await setup();
    const provider = createMeetingProvider({ provider: 'zoom', zoom: zoomConfig(fake) });
    assert.ok(provider instanceof ZoomMeetingProvider);
    const meeting = await provider.createMeeting({ topic: 'via factory' });
    assert.equal(meeting.provider, 'zoom');
  });
});
