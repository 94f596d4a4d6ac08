// A new deployment: several instances started at the same moment on an empty database all come up, one of them
// applying the migrations while the others wait for it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { call, CLUSTER_SKIP, signUpOn, startCluster } from './instances';

test(
  'three instances started together on an empty database migrate it once and all serve',
  { skip: CLUSTER_SKIP },
  async () => {
    const cluster = await startCluster(3, {}, { emptyDatabase: true });
    try {
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      try {
        const applied = await client.query(
          'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
        );
        assert.ok(applied.rows.length > 0);
        assert.ok(
          applied.rows.every((row: { times: number }) => row.times === 1),
          'each migration is recorded once',
        );
      } finally {
        await client.end();
      }
      const [a, b, c] = cluster.instances;
      const student = await signUpOn(a!, 'student');
      for (const instance of [b!, c!]) {
        const me = await call(instance, 'GET', '/users/viewprofile', { token: student.token });
        assert.equal(me.status, 200, me.text);
      }
    } finally {
      await cluster.close();
    }
  },
);
