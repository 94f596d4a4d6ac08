import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { repoRoot, serverDir } from '../src/paths';
import { tempDir } from './helpers';

const SECRET = 'x'.repeat(40);

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, ...env });
  } catch (error) {
    assert.ok(error instanceof ConfigError, 'a ConfigError');
    return error.message;
  }
  assert.fail(`expected ${JSON.stringify(env)} to be refused`);
}

describe('configuration', () => {
  test('defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.deepEqual(config.database, { driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    assert.equal(config.seedDemo, 'auto');
    assert.equal(config.payment.provider, 'simulator');
    assert.equal(config.payment.sslcommerz.baseUrl, 'https://sandbox.sslcommerz.com');
    assert.equal(config.meeting.provider, 'jitsi');
    assert.deepEqual(config.mail, {
      kind: 'outbox',
      dir: path.join(dataDir, 'outbox'),
      from: 'Pathshala <no-reply@localhost>',
    });
    assert.equal(config.admin, null);
    assert.equal(config.portalDir, repoRoot);
    assert.equal(config.isProduction, false);
    assert.deepEqual(config.trustProxy, { hops: 0 });
    assert.equal(config.shutdownTimeoutMs, 10_000);
    assert.equal(config.vacuumIntervalMs, 60_000);
    assert.equal(loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET, NODE_ENV: 'test' }).vacuumIntervalMs, 0);
    assert.equal(
      loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET, VACUUM_INTERVAL_MS: '5000' }).vacuumIntervalMs,
      5000,
    );
  });

  test('DATA_DIR defaults to data/ in the repository root; relative paths follow the working directory', () => {
    assert.equal(loadConfig({ APP_SECRET: SECRET }).dataDir, path.join(repoRoot, 'data'));
    assert.equal(loadConfig({ APP_SECRET: SECRET, DATA_DIR: 'some/dir' }).dataDir, path.resolve('some/dir'));
    assert.equal(path.basename(serverDir), 'server');
  });

  test('values from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      APP_SECRET: SECRET,
      PORT: '9090',
      PUBLIC_URL: 'https://pathshala.example/',
      DATABASE_URL: 'postgres://user@db:5432/pathshala',
      SEED_DEMO: 'false',
      SMTP_URL: 'smtp://mailer:587',
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_LIVE: 'true',
      MEETING_PROVIDER: 'zoom',
      ZOOM_ACCOUNT_ID: 'acc',
      ZOOM_CLIENT_ID: 'id',
      ZOOM_CLIENT_SECRET: 'secret',
      ADMIN_USERNAME: 'ops',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Opera7ions',
      NODE_ENV: 'production',
    });
    assert.equal(config.port, 9090);
    assert.equal(config.publicUrl, 'https://pathshala.example');
    assert.deepEqual(config.database, {
      driver: 'postgres',
      url: 'postgres://user@db:5432/pathshala',
      pool: { size: 10, waitMs: 5000 },
    });
    assert.equal(config.seedDemo, false);
    assert.equal(config.mail.kind, 'smtp');
    assert.equal(config.payment.sslcommerz.baseUrl, 'https://securepay.sslcommerz.com');
    assert.equal(config.meeting.zoom?.baseUrl, 'https://api.zoom.us');
    assert.equal(config.meeting.zoom?.oauthUrl, 'https://zoom.us');
    assert.deepEqual(config.admin, { username: 'ops', email: 'ops@example.com', password: 'Opera7ions' });
    assert.equal(config.isProduction, true);
  });

  test('ZOOM_BASE_URL and ZOOM_OAUTH_URL point Zoom elsewhere (a local fake in tests)', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      APP_SECRET: SECRET,
      MEETING_PROVIDER: 'zoom',
      ZOOM_ACCOUNT_ID: 'acc',
      ZOOM_CLIENT_ID: 'id',
      ZOOM_CLIENT_SECRET: 'secret',
      ZOOM_BASE_URL: 'http://127.0.0.1:4010/',
      ZOOM_OAUTH_URL: 'http://127.0.0.1:4011/',
    });
    assert.deepEqual(config.meeting, {
      provider: 'zoom',
      zoom: {
        accountId: 'acc',
        clientId: 'id',
        clientSecret: 'secret',
        baseUrl: 'http://127.0.0.1:4010',
        oauthUrl: 'http://127.0.0.1:4011',
      },
    });
    assert.equal(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET }).meeting.zoom, null);
  });

  test('DATABASE_POOL_SIZE and DATABASE_POOL_WAIT_MS size the PostgreSQL pool; SHUTDOWN_TIMEOUT_MS bounds a stop', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      APP_SECRET: SECRET,
      DATABASE_URL: 'postgres://user@db:5432/pathshala',
      DATABASE_POOL_SIZE: '40',
      DATABASE_POOL_WAIT_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    assert.deepEqual(config.database, {
      driver: 'postgres',
      url: 'postgres://user@db:5432/pathshala',
      pool: { size: 40, waitMs: 1500 },
    });
    assert.equal(config.shutdownTimeoutMs, 30_000);
    // The embedded database has one connection: the pool settings are checked but have nothing to size.
    const embedded = loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, DATABASE_POOL_SIZE: '1' });
    assert.equal(embedded.database.driver, 'pglite');
    const bounds = loadConfig({
      DATA_DIR: tempDir(),
      APP_SECRET: SECRET,
      DATABASE_URL: 'postgres://db/pathshala',
      DATABASE_POOL_SIZE: '1000',
      DATABASE_POOL_WAIT_MS: '100',
    }).database;
    assert.deepEqual(bounds.driver === 'postgres' && bounds.pool, { size: 1000, waitMs: 100 });
  });

  test('APP_SECRET is generated once into DATA_DIR with mode 600 and reused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'app-secret');
    assert.ok(first.appSecret.length >= 32);
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(loadConfig({ DATA_DIR: dataDir }).appSecret, first.appSecret);
  });

  test('TRUST_PROXY: the number of proxies in front, or their addresses and ranges; false trusts none', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    assert.deepEqual(trust('1'), { hops: 1 });
    assert.deepEqual(trust('2'), { hops: 2 });
    assert.deepEqual(trust('0'), { hops: 0 });
    assert.deepEqual(trust('false'), { hops: 0 });
    assert.deepEqual(trust(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,192.168.1.7/32 '), {
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '192.168.1.7/32'],
    });
  });

  test('TRUST_PROXY=true is refused: it would believe any X-Forwarded-For', () => {
    assert.match(
      configError({ TRUST_PROXY: 'true' }),
      /TRUST_PROXY: .*give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
    );
    for (const value of [
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/1',
      '10.0.0/8',
      '1.2.3.4,',
      'proxy',
    ])
      assert.match(
        configError({ TRUST_PROXY: value }),
        /TRUST_PROXY: must be the number of proxies in front of the server \(e\.g\. 1\) or a comma-separated list of their IP addresses or CIDR ranges/,
        value,
      );
    assert.match(configError({ TRUST_PROXY: '10.0.0.1,10.0.0.0/40' }), /not an address: "10\.0\.0\.0\/40"$/);
  });

  test('TRUST_PROXY refuses a range holding every address, as it refuses true', () => {
    for (const [value, named] of [
      ['0.0.0.0/0', '0.0.0.0/0'],
      ['10.0.0.1, ::/0', '::/0'],
      ['1.2.3.4/00', '1.2.3.4/00'],
    ] as const) {
      const message = configError({ TRUST_PROXY: value });
      assert.ok(message.includes(`TRUST_PROXY: ${named} would believe any X-Forwarded-For`), message);
    }
    // A narrow range is still a range.
    assert.doesNotThrow(() =>
      loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, TRUST_PROXY: '10.0.0.0/1' }),
    );
  });

  test('production needs PAYMENT_PROVIDER set: the simulator only when asked for by name', () => {
    assert.match(
      configError({ NODE_ENV: 'production' }),
      /PAYMENT_PROVIDER: must be set when NODE_ENV=production: sslcommerz to take real payments, or simulator/,
    );
    const production = (provider: string) =>
      loadConfig({
        DATA_DIR: tempDir(),
        APP_SECRET: SECRET,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: provider,
      }).payment.provider;
    assert.equal(production('simulator'), 'simulator');
    assert.equal(production('sslcommerz'), 'sslcommerz');
    assert.equal(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET }).payment.provider, 'simulator');
  });

  test('REDIS_URL: the rate limits count in Redis; unset, in the database', () => {
    assert.equal(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET }).redisUrl, null);
    assert.equal(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, REDIS_URL: ' ' }).redisUrl, null);
    for (const url of ['redis://127.0.0.1:6379', 'rediss://user:secret@cache.example:6380/2']) {
      assert.equal(loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, REDIS_URL: url }).redisUrl, url);
    }
    for (const url of ['http://cache:6379', 'cache:6379', 'redis://', 'not a url']) {
      assert.match(
        configError({ REDIS_URL: url }),
        /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
        url,
      );
    }
  });

  test('bad values are refused with a message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'abc' }, /PORT/],
      [{ PORT: '70000' }, /PORT/],
      [{ NODE_ENV: 'staging' }, /NODE_ENV/],
      [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL/],
      [{ APP_SECRET: 'short' }, /APP_SECRET/],
      [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
      [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
      [{ PAYMENT_PROVIDER: 'bkash' }, /PAYMENT_PROVIDER/],
      [{ SSLCOMMERZ_LIVE: 'yes' }, /SSLCOMMERZ_LIVE/],
      [{ MEETING_PROVIDER: 'teams' }, /MEETING_PROVIDER/],
      [{ MEETING_PROVIDER: 'zoom', ZOOM_ACCOUNT_ID: 'a' }, /ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET/],
      [{ ZOOM_BASE_URL: 'api.zoom.us' }, /ZOOM_BASE_URL: must be an http\(s\) URL/],
      [{ ZOOM_OAUTH_URL: 'ftp://zoom.us' }, /ZOOM_OAUTH_URL: must be an http\(s\) URL/],
      [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
      [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE: must be at least 1/],
      [{ DATABASE_POOL_SIZE: '1001' }, /DATABASE_POOL_SIZE: must be at most 1000/],
      [{ DATABASE_POOL_SIZE: '2.5' }, /DATABASE_POOL_SIZE: must be a whole number/],
      [{ DATABASE_POOL_SIZE: 'ten' }, /DATABASE_POOL_SIZE: must be a whole number/],
      [{ DATABASE_POOL_WAIT_MS: '50' }, /DATABASE_POOL_WAIT_MS: must be at least 100/],
      [{ DATABASE_POOL_WAIT_MS: '60001' }, /DATABASE_POOL_WAIT_MS: must be at most 60000/],
      [{ SHUTDOWN_TIMEOUT_MS: '500' }, /SHUTDOWN_TIMEOUT_MS: must be at least 2000/],
      [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, /SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds/],
      [{ VACUUM_INTERVAL_MS: '500' }, /VACUUM_INTERVAL_MS: must be 0 \(off\) or from 1000 to 3600000/],
      [{ VACUUM_INTERVAL_MS: 'hourly' }, /VACUUM_INTERVAL_MS: must be a whole number of milliseconds/],
      [{ REMOTE_STUDENT_URL: 'ftp://x/mf-manifest.json' }, /REMOTE_STUDENT_URL/],
      [{ ADMIN_USERNAME: 'ops' }, /ADMIN_EMAIL, ADMIN_PASSWORD/],
      [
        { ADMIN_USERNAME: 'ops', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'weak' },
        /ADMIN_PASSWORD: Password must be at least 8/,
      ],
      [
        { ADMIN_USERNAME: 'o', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'Opera7ions' },
        /ADMIN_USERNAME/,
      ],
    ];
    for (const [env, pattern] of cases) assert.match(configError(env), pattern, JSON.stringify(env));
  });

  test('the server exits 1 on bad configuration, naming the variable without a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tempDir(), APP_SECRET: SECRET },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /PORT: must be a number/);
    assert.ok(!/\n\s+at /.test(result.stderr), 'no stack trace');
  });
});
