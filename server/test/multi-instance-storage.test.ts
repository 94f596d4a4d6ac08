// Uploads on S3-compatible storage with several instances: a file stored through one instance is served by
// another, since no instance keeps a file of its own.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startFakeS3, type FakeS3 } from './fakes/s3';
import { CLUSTER_SKIP, signUpOn, startCluster, type Cluster, type Instance } from './instances';
import { GIF, PNG } from './upload-fixtures';

async function uploadCover(instance: Instance, token: string, content: Buffer, filename: string) {
  const form = new FormData();
  form.append('coverImage', new Blob([content], { type: 'image/png' }), filename);
  const response = await fetch(`${instance.url}/api/v1/users/updateprofile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = JSON.parse(await response.text());
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.data.coverImage as string;
}

async function served(instance: Instance, url: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(new URL(url, instance.url));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

describe('uploads on S3-compatible storage with two instances', { skip: CLUSTER_SKIP }, () => {
  let fake: FakeS3;
  let cluster: Cluster;

  before(async () => {
    fake = await startFakeS3();
    cluster = await startCluster(2, {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: fake.url,
      S3_REGION: fake.region,
      S3_BUCKET: fake.bucket,
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
    });
  });
  after(async () => {
    await cluster?.close();
    await fake?.close();
  });

  test('a file stored through one instance is served by the other, and replacing it on either deletes it', async () => {
    const [a, b] = cluster.instances as [Instance, Instance];
    const student = await signUpOn(a, 'student');

    const first = await uploadCover(a, student.token, PNG, 'one.png');
    assert.ok(fake.objects.has(path.basename(first)), 'the file is in the bucket');
    const fromB = await served(b, first);
    assert.equal(fromB.status, 200);
    assert.deepEqual(fromB.body, PNG);

    const second = await uploadCover(b, student.token, GIF, 'two.png');
    assert.equal(
      fake.objects.has(path.basename(first)),
      false,
      'the replaced file is deleted from the bucket',
    );
    assert.equal((await served(a, first)).status, 404);
    const fromA = await served(a, second);
    assert.equal(fromA.status, 200);
    assert.deepEqual(fromA.body, GIF);
  });
});
