import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig, type S3StorageConfig } from '../src/config';
import { newUploadKey, StorageError } from '../src/providers/storage';
import { LocalStorage } from '../src/providers/storage/local';
import { S3Storage } from '../src/providers/storage/s3';
import { signRequest } from '../src/providers/storage/sigv4';
import { startFakeS3, type FakeS3 } from './fakes/s3';
import { authHeader, forEachDatabase, signUpAs, startTestApp, tempDir, type TestApp } from './helpers';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 7),
]);
const GIF = Buffer.concat([Buffer.from('GIF87a'), Buffer.alloc(40, 8)]);

describe('SigV4 signer', () => {
  test('matches the GET Object example of the AWS S3 documentation', () => {
    const headers = signRequest(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
    );
    assert.equal(
      headers.authorization,
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 adapter against a local fake S3', () => {
  let fake: FakeS3;
  let config: S3StorageConfig;

  before(async () => {
    fake = await startFakeS3();
    config = {
      kind: 's3',
      endpoint: fake.url,
      region: fake.region,
      bucket: fake.bucket,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: fake.secretAccessKey,
      pathStyle: true,
      prefix: 'covers/',
    };
  });
  after(() => fake.close());

  test('puts, gets and deletes an object with signed requests', async () => {
    const storage = new S3Storage(config);
    const key = newUploadKey('image/png');
    await storage.put(key, PNG, 'image/png');
    assert.deepEqual(fake.objects.get(`covers/${key}`), { body: PNG, contentType: 'image/png' });
    assert.deepEqual(await storage.get(key), { body: PNG, contentType: 'image/png' });
    await storage.delete(key);
    assert.equal(fake.objects.has(`covers/${key}`), false);
    assert.equal(await storage.get(key), null);
    await storage.delete(key);
    assert.deepEqual(
      fake.requests.map((r) => r.method),
      ['PUT', 'GET', 'DELETE', 'GET', 'DELETE'],
    );
    assert.ok(fake.requests.every((r) => r.path.startsWith(`/${fake.bucket}/covers/`)));
  });

  test('a wrong secret or a failing store is a StorageError', async () => {
    const wrong = new S3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    await assert.rejects(wrong.put(newUploadKey('image/gif'), GIF, 'image/gif'), (error: unknown) => {
      assert.ok(error instanceof StorageError);
      assert.match(error.message, /403 \(SignatureDoesNotMatch\)/);
      return true;
    });
    fake.failing = true;
    try {
      await assert.rejects(new S3Storage(config).get(newUploadKey('image/gif')), StorageError);
    } finally {
      fake.failing = false;
    }
    const unreachable = new S3Storage({ ...config, endpoint: 'http://127.0.0.1:9' });
    await assert.rejects(unreachable.put(newUploadKey('image/gif'), GIF, 'image/gif'), StorageError);
  });

  forEachDatabase((kind) => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(kind, {
        env: {
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: fake.url,
          S3_REGION: fake.region,
          S3_BUCKET: fake.bucket,
          S3_ACCESS_KEY_ID: fake.accessKeyId,
          S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
        },
      });
    });
    after(() => t.close());

    function upload(token: string, content: Buffer, filename: string) {
      const boundary = 'x-boundary-s3';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="coverImage"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.request({
        method: 'PUT',
        url: '/api/v1/users/updateprofile',
        headers: { ...authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    }

    test('profile images go to the bucket, are served from it, and the replaced one is deleted', async () => {
      const user = await signUpAs(t, 'student');
      const first = await upload(user.token, PNG, 'one.png');
      assert.equal(first.statusCode, 200, first.body);
      const firstUrl: string = first.json().data.coverImage;
      const firstKey = path.basename(firstUrl);
      assert.ok(fake.objects.has(firstKey));
      const served = await t.request({ method: 'GET', url: firstUrl });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/png');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(served.rawPayload, PNG);

      const second = await upload(user.token, GIF, 'two.png');
      assert.equal(second.statusCode, 200);
      assert.match(second.json().data.coverImage, /\.gif$/);
      assert.equal(fake.objects.has(firstKey), false, 'the replaced image is deleted from the bucket');
      assert.ok(fake.objects.has(path.basename(second.json().data.coverImage)));
    });

    test('a failing bucket is a 503 and leaves the profile as it was', async () => {
      const user = await signUpAs(t, 'student');
      const before = await t.request({
        method: 'GET',
        url: '/api/v1/users/viewprofile',
        headers: authHeader(user.token),
      });
      fake.failing = true;
      try {
        const response = await upload(user.token, PNG, 'three.png');
        assert.equal(response.statusCode, 503, response.body);
        assert.equal(
          response.json().message,
          'File storage is temporarily unavailable. Please try again later.',
        );
      } finally {
        fake.failing = false;
      }
      const after = await t.request({
        method: 'GET',
        url: '/api/v1/users/viewprofile',
        headers: authHeader(user.token),
      });
      assert.deepEqual(after.json().data, before.json().data);
    });
  });
});

describe('local storage', () => {
  test('writes, reads and deletes files under its folder; refuses other names', async () => {
    const dir = path.join(tempDir(), 'uploads');
    const storage = new LocalStorage(dir);
    const key = newUploadKey('image/gif');
    await storage.put(key, GIF, 'image/gif');
    assert.deepEqual(fs.readdirSync(dir), [key]);
    assert.deepEqual(await storage.get(key), { body: GIF, contentType: 'image/gif' });
    await storage.delete(key);
    assert.equal(await storage.get(key), null);
    await storage.delete(key);
    await assert.rejects(storage.put('../escape.png', GIF, 'image/png'));
  });
});

describe('storage configuration', () => {
  const base = { DATA_DIR: tempDir(), APP_SECRET: 'x'.repeat(32) };
  test('defaults to DATA_DIR/uploads', () => {
    assert.deepEqual(loadConfig(base).storage, { kind: 'local', dir: path.join(base.DATA_DIR, 'uploads') });
  });
  test('S3 needs its bucket and keys, named when missing', () => {
    assert.throws(
      () => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'my-bucket' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/.test(error.message),
    );
    assert.throws(
      () => loadConfig({ ...base, STORAGE_DRIVER: 'ftp' }),
      /STORAGE_DRIVER: must be local or s3/,
    );
    const s3 = loadConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'my-bucket',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    assert.deepEqual(s3, {
      kind: 's3',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'my-bucket',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      pathStyle: false,
      prefix: '',
    });
  });
});
