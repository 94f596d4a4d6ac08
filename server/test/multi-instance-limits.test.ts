// The rate limits count across instances: a guesser spreading tries over the instances behind a load
// balancer gets no more of them than one sending every try to the same instance.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { call, CLUSTER_SKIP, startCluster, type Cluster, type Instance } from './instances';

/** DEFAULT_RATE_LIMITS.loginPerAccount: the instances run with the default limits. */
const LOGIN_PER_ACCOUNT = 10;
const PASSWORD = 'Str0ngPassword';

/**
 * The instances believe one proxy's X-Forwarded-For, so each test is a client of its own: runs sharing a
 * Redis within a minute do not add up their per-IP counts.
 */
const CLUSTER_ENV = { TRUST_PROXY: '1' };
const clientAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;

async function registerOn(instance: Instance, from: string): Promise<string> {
  const name = `guessed_${randomBytes(4).toString('hex')}`;
  const registered = await call(instance, 'POST', '/register', {
    headers: { 'x-forwarded-for': from },
    body: {
      firstname: 'Test',
      lastname: 'User',
      username: name,
      email: `${name}@example.com`,
      password: PASSWORD,
      role: 'student',
    },
  });
  assert.equal(registered.status, 201, registered.text);
  return name;
}

/** Wrong guesses at `name` from `from`, the i-th sent to `pick(i)`, until one is refused: how many were answered. */
async function guessesBeforeLimited(
  cluster: Cluster,
  name: string,
  from: string,
  pick: (i: number) => number,
): Promise<number> {
  for (let i = 0; i < 3 * LOGIN_PER_ACCOUNT; i += 1) {
    const response = await call(cluster.instances[pick(i)]!, 'POST', '/login', {
      headers: { 'x-forwarded-for': from },
      body: { username: name, password: 'Wrong-Passw0rd' },
    });
    if (response.status === 429) {
      assert.ok(Number(response.headers.get('retry-after')) > 0, 'Retry-After');
      return i;
    }
    assert.equal(response.status, 401, response.text);
  }
  return assert.fail('the guesses were never limited');
}

function suite(env: Record<string, string>) {
  let cluster: Cluster;
  before(async () => {
    cluster = await startCluster(2, { ...CLUSTER_ENV, ...env });
  });
  after(() => cluster?.close());

  test('the login limit per account is reached at the same count on one instance or spread over two', async () => {
    const oneInstance = clientAddress();
    const alone = await registerOn(cluster.instances[0]!, oneInstance);
    assert.equal(await guessesBeforeLimited(cluster, alone, oneInstance, () => 0), LOGIN_PER_ACCOUNT);

    const spread = clientAddress();
    const split = await registerOn(cluster.instances[1]!, spread);
    assert.equal(
      await guessesBeforeLimited(cluster, split, spread, (i) => i % 2),
      LOGIN_PER_ACCOUNT,
      'alternating between the instances gives no more guesses',
    );
    for (const instance of cluster.instances) {
      const owner = await call(instance, 'POST', '/login', {
        headers: { 'x-forwarded-for': spread },
        body: { username: split, password: PASSWORD },
      });
      assert.equal(owner.status, 429, `${instance.url}: even the right password waits, on either instance`);
    }
    const elsewhere = await call(cluster.instances[1]!, 'POST', '/login', {
      headers: { 'x-forwarded-for': clientAddress() },
      body: { username: split, password: PASSWORD },
    });
    assert.equal(elsewhere.status, 200, 'the same account from another address');
  });
}

describe('rate limits across instances', { skip: CLUSTER_SKIP }, () => {
  describe('counting in PostgreSQL', () => suite({}));

  const redisUrl = process.env.TEST_REDIS_URL;
  describe(
    'counting in Redis',
    { skip: redisUrl ? false : 'set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to count in Redis' },
    () => suite({ REDIS_URL: redisUrl ?? '' }),
  );
});
