// Whether PostgreSQL can keep the posts and their indexes in its own buffers (shared_buffers), as the README's
// Deployment advises: a page it does not hold is copied in from the operating system's cache on every read that
// needs it. At a million posts (some 2.5 GB) on this machine, 4 GB of shared_buffers against the default 128 MB
// served a fifth to two fifths more varied searches a second. grow-data says whether they fit, so a bench is read
// knowing which of the two it measured.
import { sql } from 'drizzle-orm';
import type { Queryable } from './index';

export interface BufferFit {
  sharedBuffersBytes: number;
  /** The posts table with its indexes (and TOAST). */
  postsBytes: number;
}

export async function bufferFit(db: Queryable): Promise<BufferFit> {
  const result = (await db.execute(
    sql`select pg_size_bytes(current_setting('shared_buffers'))::float8 as "sharedBuffersBytes",
      pg_total_relation_size('posts')::float8 as "postsBytes"`,
  )) as unknown as { rows: BufferFit[] };
  const [fit] = result.rows;
  if (!fit) throw new Error('PostgreSQL answered no sizes');
  return fit;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;

export function describeBufferFit({ sharedBuffersBytes, postsBytes }: BufferFit): string {
  const verdict =
    postsBytes <= sharedBuffersBytes
      ? 'They fit.'
      : "They do not fit: searches copy pages in from the operating system's cache (the README's Deployment says how to size it).";
  return `PostgreSQL's shared_buffers: ${megabytes(sharedBuffersBytes)}; the posts with their indexes: ${megabytes(postsBytes)}. ${verdict}`;
}
