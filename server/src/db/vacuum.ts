// The embedded database's stand-in for PostgreSQL's autovacuum.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicTask } from '../periodic';
import type { Db } from './index';

export interface EmbeddedVacuumOptions {
  /** How often (ms) the table most due is worked on (VACUUM_INTERVAL_MS); 0 leaves it to `vacuumNext()` calls. */
  intervalMs: number;
}

/** What one call did: the table it vacuumed and/or analyzed. */
export interface VacuumRun {
  table: string;
  vacuumed: boolean;
  analyzed: boolean;
}

/**
 * PostgreSQL's autovacuum clears the rows that updates and deletes leave dead, marks pages all-visible (so a
 * walk that needs only an index's columns reads the index alone) and keeps the planner's statistics fresh.
 * PGlite runs no autovacuum, so without this an embedded database's tables and indexes grow with every
 * update (sessions, rate limit counters, read notifications), its index-only walks read the rows after all,
 * and the planner plans with the statistics of the day the tables were created.
 *
 * Every `intervalMs` the table that most needs it, by autovacuum's own default thresholds on the database's
 * statistics, is vacuumed (20 % of its rows dead, or inserted since its last vacuum) and/or analyzed (10 %
 * changed since its last analyze). The embedded database has one connection, so requests wait while a table
 * is worked on: one table at a time keeps each wait short. A vacuum skips the pages nothing changed since the
 * last; analyzing the posts reads a sample of 30,000 with their search text, about a second at 100,000 posts,
 * once a tenth of them changed.
 */
export class EmbeddedVacuum {
  private readonly task: PeriodicTask<VacuumRun | null>;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
    options: EmbeddedVacuumOptions,
  ) {
    this.task = new PeriodicTask(() => this.vacuumMostDue(), {
      intervalMs: options.intervalMs,
      log,
      failed: 'vacuum failed',
    });
  }

  start(): void {
    this.task.start();
  }

  /** Vacuums and/or analyzes the table that most needs it; null when none does. */
  vacuumNext(): Promise<VacuumRun | null> {
    return this.task.run();
  }

  close(): Promise<void> {
    return this.task.close();
  }

  private async vacuumMostDue(): Promise<VacuumRun | null> {
    // The connection reports its writes' counts at most once a second; this one reports them at once.
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    const [due] = (
      (await this.db.execute(sql`select "table", vacuumed, analyzed from (
          select s.relname as "table",
            s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
              or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuumed,
            s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyzed,
            greatest(s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze)
              / (greatest(c.reltuples, 0) + 1) as need
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.schemaname = 'public') t
        where vacuumed or analyzed
        order by need desc, "table" limit 1`)) as unknown as { rows: VacuumRun[] }
    ).rows;
    if (!due) return null;
    const what = due.vacuumed ? sql`vacuum${due.analyzed ? sql` (analyze)` : sql``}` : sql`analyze`;
    await this.db.execute(sql`${what} ${sql.identifier(due.table)}`);
    return due;
  }
}
