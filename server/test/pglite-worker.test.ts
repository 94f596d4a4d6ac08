import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db';
import { uniqueViolation } from '../src/db/errors';
import { preparedStatement } from '../src/db/prepared';
import { handleAsRequest } from '../src/db/request-age';
import { users } from '../src/db/schema';
import { openTestDatabase, rowsOf, type TestDatabase } from './helpers';

/** The scratch table these tests create. */
const proxyTest = pgTable('proxy_test', { id: integer('id').primaryKey(), note: text('note').notNull() });

/**
 * The PostgreSQL error of an insert that must fail as a duplicate: the server must recognise it as one
 * (uniqueViolation) and find its code.
 */
async function uniqueViolationOf(insert: PromiseLike<unknown>): Promise<Record<string, unknown> | undefined> {
  const error = await Promise.resolve(insert).then(
    () => assert.fail('the insert should fail as a duplicate'),
    (err: unknown) => err,
  );
  assert.ok(uniqueViolation(error) !== null, 'uniqueViolation() recognizes it');
  const cause = (error as { cause?: Record<string, unknown> }).cause;
  assert.equal(cause?.code, '23505');
  return cause;
}

// PGlite runs in a worker thread behind a proxy client (src/db/pglite-client.ts); these pin down what
// drizzle and the server rely on across the thread boundary.
describe('PGlite in a worker thread', () => {
  let shared: TestDatabase;
  let database: Database;
  before(async () => {
    shared = await openTestDatabase('pglite');
    database = shared.database;
    await database.db.execute(sql`create table proxy_test (id int primary key, note text not null)`);
  });
  after(() => shared.dispose());

  test('a query in the worker does not block timers on the main thread', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    try {
      const started = performance.now();
      await database.db.execute(sql`select pg_sleep(0.2)`);
      assert.ok(performance.now() - started >= 190);
    } finally {
      clearInterval(timer);
    }
    // In-thread PGlite would let the interval fire once at most; ten intervals fit in 200 ms.
    assert.ok(ticks >= 5, `the interval ticked ${ticks} times during a 200 ms query`);
  });

  test('a transaction that throws rolls back', async () => {
    await assert.rejects(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into proxy_test values (1, 'rolled back')`);
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    const rows = await database.db.execute(sql`select * from proxy_test where id = 1`);
    assert.equal(rowsOf(rows).length, 0);
  });

  test('a nested transaction (savepoint) rolls back alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into proxy_test values (2, 'kept')`);
      await assert.rejects(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into proxy_test values (3, 'dropped')`);
          throw new Error('inner');
        }),
      );
    });
    const rows = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from proxy_test where id in (2, 3)`),
    );
    assert.deepEqual(
      rows.map((row) => row.id),
      [2],
    );
    await database.db.execute(sql`delete from proxy_test`);
  });

  test('tx.rollback() rolls back without failing the caller twice', async () => {
    await assert.rejects(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into proxy_test values (4, 'x')`);
        tx.rollback();
      }),
      /Rollback/,
    );
    const rows = await database.db.execute(sql`select * from proxy_test where id = 4`);
    assert.equal(rowsOf(rows).length, 0);
  });

  test('concurrent transactions serialize, and plain queries wait for an open one', async () => {
    const events: string[] = [];
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = database.db.transaction(async (tx) => {
      events.push('first begins');
      await tx.execute(sql`insert into proxy_test values (10, 'first')`);
      await firstMayEnd;
      events.push('first ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = database.db.transaction(async (tx) => {
      events.push('second begins');
      const seen = await tx.execute(sql`select * from proxy_test where id = 10`);
      events.push(`second sees ${rowsOf(seen).length}`);
    });
    const plain = database.db.execute(sql`select 1`).then(() => events.push('plain query'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(events, ['first begins']);
    releaseFirst();
    await Promise.all([first, second, plain]);
    assert.deepEqual(events.slice(0, 3), ['first begins', 'first ends', 'second begins']);
    assert.ok(events.includes('second sees 1'));
    await database.db.execute(sql`delete from proxy_test`);
  });

  test('statements that wait for the worker run the oldest request first, then in the order asked', async () => {
    const served: string[] = [];
    /** Runs `statement` as part of a request that started at `started` (outside a request without one). */
    const ask = (name: string, statement: SQL, started?: number) => {
      const run = () => database.db.execute(statement).then(() => void served.push(name));
      if (started === undefined) return run();
      return new Promise<void>((resolve, reject) =>
        handleAsRequest(started, () => void run().then(resolve, reject)),
      );
    };
    const now = performance.now();
    // Keeps the worker busy while the others are asked: the oldest request of all, so it runs first whatever
    // else has reached the worker by then.
    const asleep = ask('the oldest request', sql`select pg_sleep(1)`, now - 2000);
    await Promise.all([
      asleep,
      ask('a new request', sql`select 1`, now),
      ask('outside a request', sql`select 1`),
      ask('an old request', sql`select 1`, now - 1000),
      ask('another old request, started as early', sql`select 1`, now - 1000),
    ]);
    assert.deepEqual(served, [
      'the oldest request',
      'an old request',
      'another old request, started as early',
      'a new request',
      'outside a request',
    ]);
  });

  test('a unique violation keeps its code, constraint and detail', async () => {
    const account = {
      firstname: 'A',
      lastname: 'B',
      email: 'dup@example.com',
      role: 'student' as const,
      passwordHash: 'x',
    };
    await database.db.insert(users).values({ ...account, username: 'dup1' });
    const cause = await uniqueViolationOf(database.db.insert(users).values({ ...account, username: 'dup2' }));
    assert.equal(typeof cause?.constraint, 'string');
    assert.match(String(cause?.detail), /already exists/);
    assert.ok(cause instanceof Error);
    await database.db.delete(users).where(eq(users.email, 'dup@example.com'));
  });

  test('values come back as PGlite returns them', async () => {
    const [row] = rowsOf<{ b: Uint8Array; j: unknown; t: string; n: number }>(
      await database.db.execute(
        sql`select '\\x0102'::bytea as b, '{"a":[1]}'::jsonb as j, now()::timestamptz as t, 7::int4 as n`,
      ),
    );
    assert.ok(row);
    assert.ok(row.b instanceof Uint8Array);
    assert.deepEqual([...row.b], [1, 2]);
    assert.deepEqual(row.j, { a: [1] });
    assert.equal(typeof row.t, 'string', 'drizzle asks for timestamps as text');
    assert.equal(row.n, 7);
  });

  describe('prepared statements', () => {
    const noteById = preparedStatement('test_proxy_note_by_id', (db, name) =>
      db
        .select({ note: proxyTest.note })
        .from(proxyTest)
        .where(eq(proxyTest.id, sql.placeholder('id')))
        .prepare(name),
    );
    const countNotes = preparedStatement('test_proxy_count', (db, name) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(proxyTest)
        .prepare(name),
    );
    const insertNote = preparedStatement('test_proxy_insert', (db, name) =>
      db
        .insert(proxyTest)
        .values({ id: sql.placeholder('id'), note: sql.placeholder('note') })
        .prepare(name),
    );
    const preparedRuns = async (statement: string) =>
      rowsOf<{ generic: number; custom: number }>(
        await database.db.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom
            from pg_prepared_statements where statement = ${statement}`,
        ),
      );

    test('run by name: parsed once, their plan kept, and answering as their text does', async () => {
      await database.db.insert(proxyTest).values([
        { id: 20, note: 'twenty' },
        { id: 21, note: 'twenty-one' },
      ]);
      const statement = noteById(database.db);
      const text = statement.getQuery().sql;
      for (let run = 0; run < 8; run++) {
        const id = 20 + (run % 2);
        const [byName] = await statement.execute({ id });
        const [byText] = rowsOf<{ note: string }>(
          await database.db.execute(sql.raw(text.replace('$1', String(id)))),
        );
        assert.deepEqual(byName, byText);
      }
      // One statement ran eight times; Postgres planned it for each value five times, then kept a generic plan.
      const [runs] = await preparedRuns(text);
      assert.ok(runs, 'the statement is prepared on the embedded database');
      assert.equal(runs.generic + runs.custom, 8);
      assert.ok(runs.generic > 0, `a plan is kept (${runs.custom} custom plans, ${runs.generic} generic)`);
      await database.db.delete(proxyTest);
    });

    test('values of each kind go in as PGlite writes them', async () => {
      await database.db.insert(proxyTest).values({ id: 30, note: 'one row' });
      const kinds = preparedStatement('test_proxy_kinds', (db, name) =>
        db
          .select({
            id: sql<string>`${sql.placeholder('id')}::uuid`,
            at: sql<string>`${sql.placeholder('at')}::timestamptz`,
            words: sql<string[]>`${sql.placeholder('words')}::text[]`,
            doc: sql<unknown>`${sql.placeholder('doc')}::jsonb`,
            yes: sql<boolean>`${sql.placeholder('yes')}::boolean`,
            none: sql<number | null>`${sql.placeholder('none')}::int`,
          })
          .from(proxyTest)
          .prepare(name),
      );
      const at = new Date('2026-11-26T12:30:00.000Z');
      const [row] = await kinds(database.db).execute({
        id: '0b0c2a4e-7f55-4a3e-9d1c-2f7c1f0b9a11',
        at,
        words: ['x', 'y, z', '"q"'],
        doc: JSON.stringify({ a: [1] }),
        yes: true,
        none: null,
      });
      assert.ok(row);
      assert.equal(row.id, '0b0c2a4e-7f55-4a3e-9d1c-2f7c1f0b9a11');
      assert.equal(new Date(row.at).toISOString(), at.toISOString());
      assert.deepEqual(row.words, ['x', 'y, z', '"q"']);
      assert.deepEqual(row.doc, { a: [1] });
      assert.equal(row.yes, true);
      assert.equal(row.none, null);
      await database.db.delete(proxyTest);
    });

    test('wait for an open transaction rather than run inside it', async () => {
      let counted: Promise<{ n: number }[]> | undefined;
      await assert.rejects(
        database.db.transaction(async (tx) => {
          await tx.insert(proxyTest).values({ id: 40, note: 'never committed' });
          counted = countNotes(database.db).execute();
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('rolled back');
        }),
        /rolled back/,
      );
      // Run inside the transaction, the count would have seen its row.
      assert.deepEqual(await counted, [{ n: 0 }]);
    });

    test('a failing one keeps its error fields, and the next runs', async () => {
      await insertNote(database.db).execute({ id: 50, note: 'first' });
      const cause = await uniqueViolationOf(insertNote(database.db).execute({ id: 50, note: 'again' }));
      assert.equal(cause?.constraint, 'proxy_test_pkey');
      await insertNote(database.db).execute({ id: 51, note: 'second' });
      assert.deepEqual(await countNotes(database.db).execute(), [{ n: 2 }]);
      await database.db.delete(proxyTest);
    });

    test('inside a transaction, run as text', async () => {
      const notesInTransaction = preparedStatement('test_proxy_in_transaction', (db, name) =>
        db.select({ note: proxyTest.note }).from(proxyTest).prepare(name),
      );
      let text = '';
      await database.db.transaction(async (tx) => {
        await tx.insert(proxyTest).values({ id: 60, note: 'in a transaction' });
        const statement = notesInTransaction(tx);
        text = statement.getQuery().sql;
        assert.deepEqual(await statement.execute(), [{ note: 'in a transaction' }]);
      });
      assert.deepEqual(await preparedRuns(text), []);
      await database.db.delete(proxyTest);
    });
  });

  test('closing waits for the statements waiting for the worker', async () => {
    const own = await openTestDatabase('pglite');
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // drizzle runs a statement once it is awaited (then): these are, now.
    const busy = own.database.db.execute(sql`select pg_sleep(0.3)`).then(() => 'slept');
    await pause(50);
    const waiting = new Promise<unknown>((resolve, reject) =>
      handleAsRequest(
        performance.now(),
        () => void own.database.db.execute(sql`select 1`).then(() => resolve('answered'), reject),
      ),
    );
    // It has reached the worker, behind the sleep.
    await pause(50);
    await own.dispose();
    assert.deepEqual(await Promise.all([busy, waiting]), ['slept', 'answered']);
  });

  test('after close, queries fail as unavailable and the worker is gone', async () => {
    const own = await openTestDatabase('pglite');
    await own.dispose();
    await assert.rejects(own.database.db.execute(sql`select 1`), (err: unknown) => {
      const message = String((err as { cause?: { message?: string } }).cause?.message ?? err);
      return /PGlite is closed/.test(message);
    });
  });
});
