import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AdminListQuery, PageMeta } from '@pathshala/shared-api/contract';
import type { RowWindow } from '../batches/manage';
import { containing } from '../posts/search';

/** The rows one page of an admin list covers. */
export const windowOf = (query: Pick<AdminListQuery, 'page' | 'limit'>): RowWindow => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

export const metaOf = (query: Pick<AdminListQuery, 'page' | 'limit'>, total: number): PageMeta => ({
  page: query.page,
  limit: query.limit,
  total,
});

/** A page of items and the `meta` of its envelope. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** `count(*)` as a JavaScript number. */
export const countAll = sql<number>`count(*)::int`;

/** `column ILIKE '%q%'` for any of the columns, or nothing when there is no search. */
export function matchesAny(q: string | undefined, columns: readonly SQLWrapper[]) {
  if (q === undefined || q === '') return undefined;
  const pattern = containing(q);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}
