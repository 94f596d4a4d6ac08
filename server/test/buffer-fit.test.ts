import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { bufferFit, describeBufferFit } from '../src/db/buffer-fit';
import { forEachDatabase, openTestDatabase, rowsOf, type TestDatabase } from './helpers';

const MB = 2 ** 20;

test('the posts fit when shared_buffers holds them, and the line says so', () => {
  assert.equal(
    describeBufferFit({ sharedBuffersBytes: 4096 * MB, postsBytes: 2469 * MB }),
    "PostgreSQL's shared_buffers: 4,096 MB; the posts with their indexes: 2,469 MB. They fit.",
  );
  assert.equal(
    describeBufferFit({ sharedBuffersBytes: 128 * MB, postsBytes: 128 * MB }),
    "PostgreSQL's shared_buffers: 128 MB; the posts with their indexes: 128 MB. They fit.",
  );
});

test('posts larger than shared_buffers do not fit, and the line points to the advice', () => {
  assert.equal(
    describeBufferFit({ sharedBuffersBytes: 128 * MB, postsBytes: 2469 * MB }),
    "PostgreSQL's shared_buffers: 128 MB; the posts with their indexes: 2,469 MB. They do not fit: searches copy " +
      "pages in from the operating system's cache (the README's Deployment says how to size it).",
  );
});

forEachDatabase((kind) => {
  let shared: TestDatabase;
  before(async () => {
    shared = await openTestDatabase(kind);
  });
  after(() => shared.dispose());

  test("reads the database's own shared_buffers and the size of the posts with their indexes", async () => {
    const { db } = shared.database;
    const [expected] = rowsOf<{ buffers: number; heap: number; indexes: number }>(
      await db.execute(sql`select
          (select setting::float8 from pg_settings where name = 'shared_buffers')
            * current_setting('block_size')::float8 as buffers,
          pg_relation_size('posts')::float8 as heap, pg_indexes_size('posts')::float8 as indexes`),
    );
    assert.ok(expected);
    const fit = await bufferFit(db);
    assert.equal(fit.sharedBuffersBytes, Number(expected.buffers));
    assert.ok(Number(expected.indexes) > 0);
    assert.ok(fit.postsBytes >= Number(expected.heap) + Number(expected.indexes), 'the indexes are counted');
  });
});
