import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { concurrencyLimit } from '../src/concurrency';

/** A task that runs until its `finish` is called. */
function deferred() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  test('runs at most the limit at once, the rest in the order they came', async () => {
    const limit = concurrencyLimit(2);
    const tasks = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const results = tasks.map((task, n) =>
      limit(() => {
        started.push(n);
        return task.promise;
      }),
    );
    await settle();
    assert.deepEqual(started, [0, 1]);
    tasks[1]!.finish('one');
    assert.equal(await results[1], 'one');
    await settle();
    assert.deepEqual(started, [0, 1, 2]);
    tasks[0]!.finish('zero');
    tasks[2]!.finish('two');
    await settle();
    assert.deepEqual(started, [0, 1, 2, 3, 4]);
    tasks[3]!.finish('three');
    tasks[4]!.finish('four');
    assert.deepEqual(await Promise.all(results), ['zero', 'one', 'two', 'three', 'four']);
  });

  test('a failing task gives its caller the error and frees its place', async () => {
    const limit = concurrencyLimit(1);
    const failing = deferred();
    const first = limit(() => failing.promise);
    const second = limit(() => Promise.resolve('after'));
    failing.fail(new Error('boom'));
    await assert.rejects(first, /boom/);
    assert.equal(await second, 'after');
    assert.equal(await limit(() => Promise.resolve('again')), 'again');
  });

  test('refuses a limit that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) assert.throws(() => concurrencyLimit(bad));
  });
});
