import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { OutageLog, PeriodicTask, type OutageLogger } from '../src/periodic';

function recordingLog() {
  const lines: string[] = [];
  const log: OutageLogger = {
    info: (_, message) => void lines.push(`info ${message}`),
    warn: (object, message) => void lines.push(`warn ${message} ${JSON.stringify(object)}`),
  };
  return { log, lines };
}

const messages = { failed: 'work could not run', recovered: 'work runs again' };

describe('OutageLog', () => {
  test('says once that an outage started and once that it ended', () => {
    const { log, lines } = recordingLog();
    const outage = new OutageLog(log, messages);
    outage.succeeded();
    outage.failed(new Error('connection refused'));
    outage.failed(new Error('connection refused'));
    outage.succeeded();
    outage.succeeded();
    outage.failed('timeout');
    assert.deepEqual(lines, [
      'warn work could not run {"err":"connection refused"}',
      'info work runs again',
      'warn work could not run {"err":"timeout"}',
    ]);
  });

  test('writes to the log it is given for one call, and says nothing at the end when it has no words for it', () => {
    const own = recordingLog();
    const request = recordingLog();
    const outage = new OutageLog(own.log, { failed: 'queue unavailable' });
    outage.failed(new Error('down'), request.log);
    outage.succeeded(request.log);
    assert.deepEqual(own.lines, []);
    assert.deepEqual(request.lines, ['warn queue unavailable {"err":"down"}']);
  });
});

describe('PeriodicTask', () => {
  test('runs on its timer, from the start when asked, until closed', async () => {
    let runs = 0;
    const { log } = recordingLog();
    const task = new PeriodicTask(async () => ++runs, { intervalMs: 20, runAtStart: true, log, ...messages });
    task.start();
    assert.equal(runs, 1, 'the first run starts at once');
    await sleep(110);
    await task.close();
    const atClose = runs;
    assert.ok(atClose >= 3, `ran ${atClose} times in 110 ms at 20 ms`);
    assert.equal(task.closed, true);
    await sleep(60);
    assert.equal(runs, atClose, 'nothing runs after close');
    task.start();
    await sleep(60);
    assert.equal(runs, atClose, 'a closed task does not start again');
  });

  test('without an interval it runs only when asked', async () => {
    let runs = 0;
    const { log } = recordingLog();
    const task = new PeriodicTask(async () => ++runs, { intervalMs: 0, runAtStart: true, log, ...messages });
    task.start();
    await sleep(30);
    assert.equal(runs, 0);
    assert.equal(await task.run(), 1);
    await task.close();
  });

  test('one run at a time: a tick while one is under way is skipped, run() waits for it', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const { log } = recordingLog();
    const task = new PeriodicTask(
      async () => {
        active += 1;
        most = Math.max(most, active);
        await sleep(50);
        active -= 1;
        return ++runs;
      },
      { intervalMs: 5, log, ...messages },
    );
    task.start();
    await sleep(20);
    const [first, second] = await Promise.all([task.run(), task.run()]);
    await task.close();
    assert.equal(most, 1, 'never two runs at once');
    assert.ok(first !== undefined && second !== undefined && second === first + 1);
    assert.ok(runs <= 5, `the ticks during a 50 ms run were skipped, not queued (${runs} runs)`);
  });

  test('a failing timed run is logged once per outage and tried again; run() itself throws', async () => {
    let failing = true;
    const { log, lines } = recordingLog();
    const task = new PeriodicTask(
      async () => {
        if (failing) throw new Error('database away');
        return 'done';
      },
      { intervalMs: 10, log, ...messages },
    );
    await assert.rejects(task.run(), /database away/);
    task.start();
    await sleep(60);
    failing = false;
    await sleep(40);
    await task.close();
    assert.deepEqual(lines, ['warn work could not run {"err":"database away"}', 'info work runs again']);
  });

  test('close waits for the run under way', async () => {
    let finished = false;
    const { log } = recordingLog();
    const task = new PeriodicTask(
      async () => {
        await sleep(40);
        finished = true;
      },
      { intervalMs: 0, log, ...messages },
    );
    void task.run();
    await task.close();
    assert.equal(finished, true);
  });
});
