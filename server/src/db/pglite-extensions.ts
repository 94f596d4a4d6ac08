import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions the migrations create; PGlite only offers those it is given at start. A module of its own
 * so the worker thread can import it without loading drizzle and pg.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
