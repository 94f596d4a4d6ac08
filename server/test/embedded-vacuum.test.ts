import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../src/db';
import { EmbeddedVacuum } from '../src/db/vacuum';
import { DATABASE_KINDS, openTestDatabase, rowsOf, startTestApp, type TestDatabase } from './helpers';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

interface TableState {
  pages: number;
  allVisible: number;
  /** The planner's row count: -1 until the table is first vacuumed or analyzed. */
  tuples: number;
}

async function tableState(db: Db, table: string): Promise<TableState> {
  const [row] = rowsOf<{ pages: number; allVisible: number; tuples: number }>(
    await db.execute(sql`select relpages as pages, relallvisible as "allVisible", reltuples as tuples
      from pg_class where relname = ${table} and relkind = 'r'`),
  );
  assert.ok(row, `table ${table}`);
  return { pages: Number(row.pages), allVisible: Number(row.allVisible), tuples: Number(row.tuples) };
}

/** 2,000 counters written, then half deleted: dead rows, pages not all-visible, no statistics. */
async function churn(db: Db): Promise<void> {
  await db.execute(sql`insert into rate_limit_counters (key, count, reset_at)
    select 'vacuum-test:' || n, n, now() + interval '1 hour' from generate_series(1, 2000) n`);
  await db.execute(sql`delete from rate_limit_counters where count % 2 = 0`);
}

describe('the embedded database vacuums itself', () => {
  let shared: TestDatabase;
  let db: Db;
  before(async () => {
    shared = await openTestDatabase('pglite');
    db = shared.database.db;
  });
  after(() => shared.dispose());

  test("a table past autovacuum's thresholds is vacuumed and analyzed: its pages all-visible, its statistics fresh", async () => {
    const vacuum = new EmbeddedVacuum(db, silent, { intervalMs: 0 });
    assert.equal(await vacuum.vacuumNext(), null, 'a new database needs nothing');
    await churn(db);
    const before = await tableState(db, 'rate_limit_counters');
    assert.equal(before.allVisible, 0);
    assert.equal(before.tuples, -1);

    assert.deepEqual(await vacuum.vacuumNext(), {
      table: 'rate_limit_counters',
      vacuumed: true,
      analyzed: true,
    });
    const after = await tableState(db, 'rate_limit_counters');
    assert.ok(after.pages > 0);
    assert.equal(after.allVisible, after.pages);
    assert.equal(after.tuples, 1000);
    assert.equal(await vacuum.vacuumNext(), null, 'then nothing is due');
  });

  test('changes below the thresholds wait; past them, only what is due is done', async () => {
    const vacuum = new EmbeddedVacuum(db, silent, { intervalMs: 0 });
    // Of 1,000 rows: 40 changed is under both thresholds (250 dead to vacuum, 150 changed to analyze).
    await db.execute(sql`update rate_limit_counters set count = count + 1 where count <= 80`);
    assert.equal(await vacuum.vacuumNext(), null);
    // 200 changed in all: due to analyze, not yet to vacuum.
    await db.execute(sql`update rate_limit_counters set count = count + 2 where count between 81 and 401`);
    assert.deepEqual(await vacuum.vacuumNext(), {
      table: 'rate_limit_counters',
      vacuumed: false,
      analyzed: true,
    });
    assert.equal(await vacuum.vacuumNext(), null);
  });

  test('started with an interval, it works by itself; close() stops it', async () => {
    const vacuum = new EmbeddedVacuum(db, silent, { intervalMs: 5 });
    vacuum.start();
    // 300 of the 1,000 rows: past both thresholds.
    await db.execute(
      sql`delete from rate_limit_counters where key in (select key from rate_limit_counters order by key limit 300)`,
    );
    for (let waited = 0; waited < 5000; waited += 20) {
      if ((await tableState(db, 'rate_limit_counters')).tuples === 700) break;
      await sleep(20);
    }
    await vacuum.close();
    assert.equal((await tableState(db, 'rate_limit_counters')).tuples, 700);

    await db.execute(sql`delete from rate_limit_counters`);
    await sleep(100);
    assert.equal((await tableState(db, 'rate_limit_counters')).tuples, 700, 'nothing done after close()');
  });
});

describe('the server vacuums only the embedded database', () => {
  for (const kind of DATABASE_KINDS) {
    test(`on ${kind}: ${kind === 'pglite' ? 'every VACUUM_INTERVAL_MS, a table that is due' : 'left to autovacuum'}`, async () => {
      const app = await startTestApp(kind, { env: { VACUUM_INTERVAL_MS: '1000' } });
      try {
        await app.app.ready();
        await churn(app.database.db);
        await sleep(1500);
        // Set by VACUUM and ANALYZE statements, not by autovacuum's own.
        const [row] = rowsOf<{ vacuumed: boolean; analyzed: boolean }>(
          await app.database.db.execute(sql`select last_vacuum is not null as vacuumed,
            last_analyze is not null as analyzed
            from pg_stat_user_tables where relname = 'rate_limit_counters'`),
        );
        const expected = kind === 'pglite';
        assert.deepEqual(row, { vacuumed: expected, analyzed: expected });
      } finally {
        await app.close();
      }
    });
  }
});
