// An instance stopped by SIGTERM while it has work: a real server process (test/instances.ts) under load.
//
// What the instance promises (http/draining.ts): at the signal /readyz turns 503 and it accepts no new
// connection; the connections it already has are served for DRAIN_GRACE_MS, every answer closing its
// connection; then the notification streams end, idle connections are closed, the requests under way finish,
// the database closes and the process exits 0. So every request a client sent before the signal is answered as
// usual; one sent after it is answered as usual (over a connection the instance still had), refused at connect
// (ECONNREFUSED) or, arriving once close() has begun, answered 503 "shutting down": the client goes elsewhere.
import assert from 'node:assert/strict';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { DRAIN_GRACE_MS, SHUTTING_DOWN_MESSAGE } from '../src/http/draining';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';
import { openStream } from './event-stream';
import { call, CLUSTER_SKIP, signUpOn, startCluster, type Cluster, type Instance } from './instances';

interface Outcome {
  client: number;
  on: 'first' | 'second';
  method: string;
  path: string;
  sentAt: number;
  doneAt: number;
  status?: number;
  message?: string;
  /** A request that got no answer: the error's cause's code (ECONNREFUSED, ECONNRESET, ...). */
  error?: string;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request over node:http (its own agent: a connection the test controls), body written all at once. */
function rawRequest(
  url: string,
  options: http.RequestOptions & { body?: string },
): Promise<RawAnswer & { sentAt: number }> {
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const request = http.request(url, options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sentAt }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * A request whose body the client sends slowly, over `ms`: the instance has it (its headers) from the start,
 * and answers once the last byte is in. Resolves with the answer and when it started and ended.
 */
function slowUpload(
  instance: Instance,
  token: string,
  ms: number,
): { headersSent: Promise<void>; answer: Promise<RawAnswer & { startedAt: number; doneAt: number }> } {
  const chunks = 10;
  const body = `{"language":"en"${' '.repeat(chunks * 20)}}`;
  const bytes = Buffer.from(body);
  let sent!: () => void;
  const headersSent = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<RawAnswer & { startedAt: number; doneAt: number }>((resolve) => {
    const startedAt = performance.now();
    const request = http.request(`${instance.url}/api/v1/users/language`, {
      method: 'PUT',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': bytes.length,
      },
    });
    // Settled at once either way: a rejection nobody awaits yet would fail the whole file.
    request.on('error', (error) =>
      resolve({
        status: 0,
        headers: {},
        body: `no answer: ${error.message}`,
        startedAt,
        doneAt: performance.now(),
      }),
    );
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          startedAt,
          doneAt: performance.now(),
        }),
      );
    });
    request.flushHeaders();
    sent();
    const size = Math.ceil(bytes.length / chunks);
    let offset = 0;
    const timer = setInterval(() => {
      const next = bytes.subarray(offset, offset + size);
      offset += size;
      if (offset >= bytes.length) {
        clearInterval(timer);
        request.end(next);
      } else request.write(next);
    }, ms / chunks);
  });
  return { headersSent, answer };
}

/**
 * What a browser tab does in a loop: reads its profile and notifications, now and then writes. Its writes stay
 * within `writeShare`, its part of the account's ceiling on writes (a write turned away and retried counts
 * twice), so that a fast machine sees the shutdown's answers, not the limit's 429.
 */
function loadClient(
  index: number,
  token: string,
  writeShare: number,
  first: Instance,
  second: Instance,
  outcomes: Outcome[],
  running: () => boolean,
): Promise<void> {
  const send = async (target: Instance, request: { method: string; path: string; body?: unknown }) => {
    const outcome: Outcome = {
      client: index,
      on: target === first ? 'first' : 'second',
      method: request.method,
      path: request.path,
      sentAt: performance.now(),
      doneAt: 0,
    };
    try {
      const answer = await call(target, request.method, request.path, { token, body: request.body });
      outcome.status = answer.status;
      outcome.message = answer.json?.message;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      outcome.error = cause?.code ?? cause?.message ?? String(error);
    }
    outcome.doneAt = performance.now();
    outcomes.push(outcome);
    return outcome;
  };
  return (async () => {
    let target = first;
    let writes = 0;
    for (let iteration = 1; running(); iteration++) {
      const writing = iteration % 12 === 0 && writes + 2 <= writeShare;
      const request = writing
        ? iteration % 24 === 0
          ? { method: 'PUT', path: '/users/language', body: { language: 'en' } }
          : { method: 'POST', path: '/notifications/read-all' }
        : {
            method: 'GET',
            path: iteration % 2 ? '/users/viewprofile' : '/notifications/getnotifications',
          };
      if (writing) writes++;
      const outcome = await send(target, request);
      // Turned away, the client sends the same request to the other instance, as a load balancer or a
      // retrying client does, and stays there.
      if (target === first && (outcome.error !== undefined || outcome.status === 503)) {
        target = second;
        if (writing) writes++;
        await send(target, request);
      }
      await sleep(5 + Math.random() * 10);
    }
  })();
}

const describeLabel = (outcome: Outcome) =>
  `client ${outcome.client} ${outcome.method} ${outcome.path} on the ${outcome.on} instance: ${outcome.error ?? `${outcome.status} ${outcome.message ?? ''}`}`;

describe('graceful shutdown', { skip: CLUSTER_SKIP }, () => {
  test('SIGTERM under load: what was sent before it is answered, /readyz turns 503, streams end, exit 0; clients carry on at another instance', async (t) => {
    const cluster: Cluster = await startCluster(0);
    try {
      // Its info lines (the signal, the stop) are asserted below.
      const first = await cluster.add({ LOG_LEVEL: 'info' });
      const second = await cluster.add();
      const accounts = await Promise.all(Array.from({ length: 5 }, () => signUpOn(first, 'student')));
      const uploader = await signUpOn(first, 'teacher');

      // An open notification stream on the instance that stops.
      const ticket = await call(first, 'POST', '/notifications/stream-ticket', { token: accounts[0]!.token });
      assert.equal(ticket.status, 200, ticket.text);
      const stream = await openStream(first.url, ticket.json.data.ticket);
      assert.equal(stream.status, 200);
      let streamEndedAt = Infinity;
      void stream.ended.then(() => (streamEndedAt = performance.now()));

      // A load balancer's health checks over kept-alive connections opened before the signal. A check under
      // way when the signal arrives is answered as usual, and closes its connection: hence several.
      const probe = new http.Agent({ keepAlive: true, maxSockets: 5 });
      const readyz = () => rawRequest(`${first.url}/readyz`, { agent: probe });
      for (const answer of await Promise.all(Array.from({ length: 5 }, readyz)))
        assert.equal(answer.status, 200);

      const outcomes: Outcome[] = [];
      let loading = true;
      const clientCount = 20;
      const writeShare = Math.floor(
        DEFAULT_RATE_LIMITS.writesPerAccount.max / (clientCount / accounts.length),
      );
      const clients = Array.from({ length: clientCount }, (_, index) =>
        loadClient(
          index,
          accounts[index % accounts.length]!.token,
          writeShare,
          first,
          second,
          outcomes,
          () => loading,
        ),
      );
      await sleep(700);
      // Slow requests: their headers are in before the signal, their bodies arrive over the drain and past
      // its grace, into close().
      const uploads = [1200, 1600, 2000].map((ms) => slowUpload(first, uploader.token, ms));
      await Promise.all(uploads.map((upload) => upload.headersSent));
      await sleep(300);

      const signalAt = performance.now();
      first.process.kill('SIGTERM');
      // The instance handles the signal a moment later: the probe sees 200 until then, then 503.
      let drainingReady: RawAnswer | null = null;
      while (performance.now() - signalAt < DRAIN_GRACE_MS / 2) {
        const answer = await readyz();
        if (answer.status !== 200) {
          drainingReady = answer;
          break;
        }
        await sleep(10);
      }
      const exitCode = await Promise.race([first.exited, sleep(15_000).then(() => 'still running')]);
      const exitedAt = performance.now();
      // The clients carry on at the second instance for a while.
      await sleep(500);
      loading = false;
      await Promise.all(clients);
      const slow = await Promise.all(uploads.map((upload) => upload.answer));
      probe.destroy();

      const output = first.output();
      assert.equal(exitCode, 0, output);
      assert.ok(drainingReady, `/readyz did not turn 503 within ${DRAIN_GRACE_MS / 2} ms of the signal`);
      assert.equal(drainingReady.status, 503);
      assert.equal(JSON.parse(drainingReady.body).message, SHUTTING_DOWN_MESSAGE);
      assert.equal(drainingReady.headers.connection, 'close');
      assert.ok(exitedAt - signalAt >= DRAIN_GRACE_MS, 'the instance drained before stopping');

      // The stream ended during the stop (its client reconnects elsewhere), not before the signal.
      assert.ok(streamEndedAt > signalAt && streamEndedAt <= exitedAt, 'the notification stream ended');

      // Requests sent before the signal: every one answered as usual, with no socket error and no 5xx.
      const before = outcomes.filter((outcome) => outcome.on === 'first' && outcome.sentAt < signalAt);
      const inFlight = before.filter((outcome) => outcome.doneAt > signalAt);
      assert.ok(before.length > 200, `load before the signal: ${before.length} requests`);
      for (const outcome of before) assert.equal(outcome.status, 200, describeLabel(outcome));
      for (const [index, answer] of slow.entries()) {
        assert.equal(answer.status, 200, `slow upload ${index}: ${answer.body}`);
        assert.ok(answer.startedAt < signalAt && answer.doneAt > signalAt + DRAIN_GRACE_MS / 2);
      }
      assert.ok(
        slow.some((answer) => answer.doneAt > signalAt + DRAIN_GRACE_MS),
        'one finished in close()',
      );

      // Sent after it: answered as usual over a connection the instance still had, refused at connect, or
      // (arriving once close() began) the 503 "shutting down"; never anything else.
      const after = outcomes.filter((outcome) => outcome.on === 'first' && outcome.sentAt >= signalAt);
      for (const outcome of after) {
        const ok =
          outcome.status === 200 ||
          outcome.error === 'ECONNREFUSED' ||
          (outcome.status === 503 && outcome.message === SHUTTING_DOWN_MESSAGE);
        assert.ok(ok, describeLabel(outcome));
      }

      // Every client moved to the second instance and was served there, starting with the request the first
      // turned away.
      const onSecond = outcomes.filter((outcome) => outcome.on === 'second');
      const turnedAway = after.filter((outcome) => outcome.status !== 200);
      for (const outcome of turnedAway) {
        assert.ok(
          onSecond.some(
            (retry) =>
              retry.client === outcome.client &&
              retry.path === outcome.path &&
              retry.sentAt >= outcome.doneAt &&
              retry.status === 200,
          ),
          `${describeLabel(outcome)}: retried on the second instance`,
        );
      }
      for (const outcome of onSecond) assert.equal(outcome.status, 200, describeLabel(outcome));
      for (let client = 0; client < clients.length; client++) {
        assert.ok(
          onSecond.some((outcome) => outcome.client === client),
          `client ${client} was served by the second instance`,
        );
      }
      assert.equal(
        (await call(second, 'GET', '/users/viewprofile', { token: accounts[0]!.token })).status,
        200,
      );

      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      assert.ok(
        lines.some((line) => line.msg.startsWith('SIGTERM received: draining')),
        output.slice(-2000),
      );
      assert.ok(lines.some((line) => line.msg === 'stopped'));
      const problems = lines.filter((line) => line.level >= 40);
      assert.deepEqual(problems, [], 'no warning or error while stopping');
      t.diagnostic(
        `${before.length} requests before the signal (${inFlight.length} of them in flight at it), ` +
          `${after.length} after it on the stopping instance (${after.filter((o) => o.status === 200).length} answered, ` +
          `${after.filter((o) => o.error).length} refused, ${after.filter((o) => o.status === 503).length} 503), ` +
          `${onSecond.length} on the second; exit ${Math.round(exitedAt - signalAt)} ms after the signal`,
      );
    } finally {
      await cluster.close();
    }
  });

  test('a request that never finishes: the stop gives up after SHUTDOWN_TIMEOUT_MS and exits 1 with a log line', async () => {
    const cluster = await startCluster(1, { SHUTDOWN_TIMEOUT_MS: '2000' });
    try {
      const [instance] = cluster.instances as [Instance];
      const { token } = await signUpOn(instance, 'student');
      // Headers and half a body, then nothing: the request stays under way.
      const stalled = http.request(`${instance.url}/api/v1/users/language`, {
        method: 'PUT',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': 100,
        },
      });
      stalled.on('error', () => undefined);
      stalled.write('{"language":');
      await sleep(300);
      const signalAt = performance.now();
      instance.process.kill('SIGTERM');
      const code = await instance.exited;
      const elapsed = performance.now() - signalAt;
      stalled.destroy();
      assert.equal(code, 1, instance.output());
      assert.ok(elapsed >= 2000 && elapsed < 6000, `exited ${Math.round(elapsed)} ms after the signal`);
      assert.match(instance.output(), /shutdown did not finish within 2000 ms \(SHUTDOWN_TIMEOUT_MS\)/);
    } finally {
      await cluster.close();
    }
  });
});
