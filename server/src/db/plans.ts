// What PostgreSQL's planner makes of a statement, on either database: the search reads its estimate, and the
// tests read plans to check that queries stay on their indexes.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from './index';

type Explained = { rows: { 'QUERY PLAN': unknown }[] };

const explain = async (db: Queryable, options: SQLWrapper, statement: SQLWrapper) =>
  ((await db.execute(sql`explain ${options} ${statement}`)) as unknown as Explained).rows.map(
    (row) => row['QUERY PLAN'],
  );

/** The statement's plan as EXPLAIN prints it, a line for each node. */
export async function queryPlan(db: Queryable, statement: SQLWrapper): Promise<string> {
  return (await explain(db, sql``, statement)).join('\n');
}

/** A node of a plan as EXPLAIN (FORMAT JSON) gives it: the fields read here. */
export interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Index Name'?: string;
  /** The table a scan reads. */
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The statement's plan: its top node. */
export async function planOf(db: Queryable, statement: SQLWrapper): Promise<PlanNode> {
  const [plan] = await explain(db, sql`(format json)`, statement);
  // One driver gives the JSON parsed, the other as text.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return parsed[0].Plan;
}

/** Every node of `plan`, the top one first. */
export const planNodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(planNodes)];

/** How many rows the planner expects the statement to give (its plan's top estimate). */
export async function estimatedRows(db: Queryable, statement: SQLWrapper): Promise<number> {
  return (await planOf(db, statement))['Plan Rows'];
}
