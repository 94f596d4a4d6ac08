import { sql } from 'drizzle-orm';
import { pgEnum, text } from 'drizzle-orm/pg-core';
import { GENDERS, MEDIUMS, type TeachingMode } from '@pathshala/shared-api/contract';

/** What families search by (DESIGN §6.14, shared-api contract/matching.ts): posts and profiles carry it. */
export const medium = pgEnum('medium', MEDIUMS);
export const gender = pgEnum('gender', GENDERS);

/**
 * Where and how a post's tuition happens, or where a user lives or teaches and how: the same columns in
 * `posts` and `users` (not in `batches`: a batch is run, not searched). Locations are the dataset's ids
 * (`@pathshala/shared-api/contract/places`), checked before they are stored; all null on an online-only post, on a
 * profile that has not said, and on rows from before these columns existed. A function, because each table
 * needs column builders of its own.
 */
export const matchingColumns = () => ({
  division: text('division'),
  district: text('district'),
  /** Unique within its district only. */
  area: text('area'),
  /** TEACHING_MODES, in that order; empty: not said (older posts, a profile). */
  modes: text('modes')
    .array()
    .$type<TeachingMode[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  medium: medium('medium'),
});
