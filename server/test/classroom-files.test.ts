// A batch's private files: recognised by their bytes (never the name or the declared type), at most 10 MB,
// stored under a key /uploads never serves (on disk and in S3), fetched only through a short-lived link made
// for one member and checked again when it is used, and removed from the storage once their row is gone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CLASSROOM_FILE_LIMITS,
  CLASSROOM_FILE_MESSAGES,
  MATERIALS_MESSAGES,
  type Material,
  type Role,
} from '@pathshala/shared-api/contract';
import { batchMaterials } from '../src/db/schema';
import {
  cleanFileName,
  contentDisposition,
  fileToken,
  sniffClassroomFile,
  zipEntryNames,
} from '../src/modules/classroom/files';
import { isPrivateKey, isUploadKey, newPrivateKey } from '../src/providers/storage';
import { LocalStorage } from '../src/providers/storage/local';
import { S3Storage } from '../src/providers/storage/s3';
import { startFakeS3, type FakeS3 } from './fakes/s3';
import {
  authHeader,
  forEachDatabase,
  signUpAs,
  startTestApp,
  tempDir,
  type Account,
  type TestApp,
} from './helpers';
import { assertError, callApi, classGroup, TestClock } from './fixtures';
import {
  DOCM,
  DOCX,
  EXE,
  GIF,
  JPEG,
  multipartForm,
  OLE2,
  PDF,
  PLAIN_ZIP,
  PNG,
  PPTX,
  WEBP,
  XLSX,
  zipOf,
} from './upload-fixtures';

describe('what a file is, by its bytes', () => {
  const cases: [string, Buffer, string, string | null][] = [
    ['a PDF', PDF, 'notes.pdf', 'application/pdf'],
    ['a PNG', PNG, 'p.png', 'image/png'],
    ['a JPEG', JPEG, 'p.jpg', 'image/jpeg'],
    ['a GIF', GIF, 'p.gif', 'image/gif'],
    ['a WebP', WEBP, 'p.webp', 'image/webp'],
    ['a docx', DOCX, 'essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an xlsx', XLSX, 'marks.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [
      'a pptx',
      PPTX,
      'talk.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    [
      'a docx named .zip',
      DOCX,
      'essay.zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an xlsx named .docx',
      XLSX,
      'essay.docx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['a legacy .doc', OLE2, 'old.doc', 'application/msword'],
    ['a legacy .ppt', OLE2, 'old.PPT', 'application/vnd.ms-powerpoint'],
    ['a legacy .xls', OLE2, 'old.xls', 'application/vnd.ms-excel'],
    ['an OLE2 file of another kind', OLE2, 'mail.msg', null],
    ['an OLE2 file with no name', OLE2, '', null],
    ['a program named .pdf', EXE, 'notes.pdf', null],
    ['a zip of other things', PLAIN_ZIP, 'notes.docx', null],
    ['a Word file with macros', DOCM, 'essay.docx', null],
    ['a zip cut short', DOCX.subarray(0, DOCX.length - 30), 'essay.docx', null],
    ['text', Buffer.from('hello'), 'notes.pdf', null],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf', null],
    ['nothing', Buffer.alloc(0), 'notes.pdf', null],
  ];
  for (const [label, bytes, name, expected] of cases)
    test(`${label} → ${expected ?? 'refused'}`, () =>
      assert.equal(sniffClassroomFile(bytes, name), expected));

  test('reads the entries of a zip from its central directory, after a comment too', () => {
    assert.deepEqual(zipEntryNames(zipOf({ 'a.txt': 'a', 'dir/b.xml': '<b/>' })), ['a.txt', 'dir/b.xml']);
    const withComment = Buffer.concat([DOCX, Buffer.from('a comment')]);
    withComment.writeUInt16LE(9, DOCX.length - 2);
    assert.ok(zipEntryNames(withComment)?.includes('word/document.xml'));
    assert.equal(zipEntryNames(Buffer.from('PK\u0003\u0004 not a zip at all')), null);
  });

  test('the name kept: no folders, control characters or quotes, the real type’s extension, 200 characters', () => {
    assert.equal(cleanFileName('notes.pdf', 'image/png'), 'notes.png');
    assert.equal(cleanFileName('photo.jpeg', 'image/jpeg'), 'photo.jpeg');
    assert.equal(cleanFileName('C:\\Users\\rahim\\ক্লাস ৯.pdf', 'application/pdf'), 'ক্লাস ৯.pdf');
    assert.equal(cleanFileName('../../etc/passwd', 'application/pdf'), 'passwd.pdf');
    assert.equal(cleanFileName('a"b\u0000\u001f.pdf', 'application/pdf'), 'ab.pdf');
    assert.equal(cleanFileName('report.final', 'application/pdf'), 'report.final.pdf');
    assert.equal(cleanFileName('', 'application/msword'), 'file.doc');
    assert.equal(cleanFileName('...', 'application/pdf'), 'file.pdf');
    const long = cleanFileName(
      `${'ক'.repeat(300)}.docx`,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    assert.equal(long.length, CLASSROOM_FILE_LIMITS.nameMax);
    assert.ok(long.endsWith('.docx'));
  });

  test('content-disposition: an attachment, an ASCII name and the UTF-8 name (RFC 5987)', () => {
    assert.equal(
      contentDisposition('ক্লাস ৯ (notes).pdf'),
      'attachment; filename="(notes).pdf"; filename*=UTF-8\'\'%E0%A6%95%E0%A7%8D%E0%A6%B2%E0%A6%BE%E0%A6%B8%20%E0%A7%AF%20%28notes%29.pdf',
    );
    assert.equal(
      contentDisposition('a;b%c.pdf'),
      'attachment; filename="abc.pdf"; filename*=UTF-8\'\'a%3Bb%25c.pdf',
    );
  });
});

describe('private storage keys', () => {
  test('a private key is never an upload key (GET /uploads refuses it), and the other way round', () => {
    const key = newPrivateKey('application/pdf');
    assert.match(key, /^classroom\/[A-Za-z0-9_-]{32}\.pdf$/);
    assert.equal(isPrivateKey(key), true);
    assert.equal(isUploadKey(key), false);
    assert.equal(isPrivateKey('classroom/../../etc/passwd'), false);
    assert.equal(isPrivateKey(`classroom/${'a'.repeat(32)}.exe`), false);
  });

  test('local storage keeps a private file in its own folder and reads it back with its type', async () => {
    const dir = tempDir();
    const storage = new LocalStorage(dir);
    const key = newPrivateKey('application/vnd.ms-excel');
    await storage.put(key, OLE2, 'application/vnd.ms-excel');
    assert.ok(fs.existsSync(path.join(dir, key)));
    assert.deepEqual(await storage.get(key), { body: OLE2, contentType: 'application/vnd.ms-excel' });
    await storage.delete(key);
    assert.equal(fs.existsSync(path.join(dir, key)), false);
    await assert.rejects(storage.put('classroom/../x.pdf', PDF, 'application/pdf'), /invalid storage key/);
  });

  describe('S3', () => {
    let fake: FakeS3;
    before(async () => {
      fake = await startFakeS3();
    });
    after(() => fake.close());

    test('S3 storage keeps a private file under its key', async () => {
      const storage = new S3Storage({
        kind: 's3',
        endpoint: fake.url,
        region: fake.region,
        bucket: fake.bucket,
        accessKeyId: fake.accessKeyId,
        secretAccessKey: fake.secretAccessKey,
        pathStyle: true,
        prefix: 'files/',
      });
      const key = newPrivateKey('application/pdf');
      await storage.put(key, PDF, 'application/pdf');
      assert.deepEqual(fake.objects.get(`files/${key}`), { body: PDF, contentType: 'application/pdf' });
      assert.deepEqual(await storage.get(key), { body: PDF, contentType: 'application/pdf' });
      await storage.delete(key);
      assert.equal(fake.objects.has(`files/${key}`), false);
    });
  });
});

forEachDatabase((kind) => {
  let t: TestApp;
  const clock = new TestClock(new Date());
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now });
  });
  after(() => t.close());

  const uploadsDir = () => {
    assert.equal(t.config.storage.kind, 'local');
    return (t.config.storage as { dir: string }).dir;
  };

  async function share(
    account: Account,
    batchId: string,
    file: { bytes: Buffer; filename: string; type?: string },
    title = 'Worksheet',
  ) {
    const form = multipartForm({ title }, file);
    return t.request({
      method: 'POST',
      url: `/api/v1/batch/${batchId}/materials`,
      headers: { ...authHeader(account.token), ...form.headers },
      payload: form.payload,
    });
  }

  async function shareOk(
    account: Account,
    batchId: string,
    file: { bytes: Buffer; filename: string; type?: string },
  ) {
    const response = await share(account, batchId, file);
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data as Material;
  }

  const keyOf = async (materialId: string) => {
    const [row] = await t.database.db.select().from(batchMaterials).where(eq(batchMaterials.id, materialId));
    return row?.fileKey ?? null;
  };

  const download = (url: string, account?: Account) =>
    t.request({ method: 'GET', url, ...(account ? { headers: authHeader(account.token) } : {}) });

  test('a file is stored as what its bytes are: a PNG named .pdf is a PNG, a docx/xlsx/pptx by its entries', async () => {
    clock.set(new Date());
    const { teacher, batch } = await classGroup(t, signUp);
    const png = await shareOk(teacher, batch._id, {
      bytes: PNG,
      filename: 'notes.pdf',
      type: 'application/pdf',
    });
    assert.equal(png.kind, 'file');
    assert.equal(png.url, null);
    assert.deepEqual(
      { ...png.file, url: undefined },
      { name: 'notes.png', type: 'image/png', size: PNG.length, url: undefined },
    );
    assert.match((await keyOf(png._id))!, /^classroom\/[A-Za-z0-9_-]{32}\.png$/);

    for (const [bytes, filename, type] of [
      [DOCX, 'essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [XLSX, 'marks.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [PPTX, 'slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      [OLE2, 'old.xls', 'application/vnd.ms-excel'],
      [PDF, 'ক্লাস ৯.pdf', 'application/pdf'],
    ] as const) {
      const material = await shareOk(teacher, batch._id, {
        bytes,
        filename,
        type: 'application/octet-stream',
      });
      assert.deepEqual(
        [material.file?.name, material.file?.type, material.file?.size],
        [filename, type, bytes.length],
      );
    }
  });

  test('415 for a type that is none of the accepted ones, whatever its name says; 413 over 10 MB; 400 for an empty file', async () => {
    const { teacher, batch } = await classGroup(t, signUp);
    const before = fs.existsSync(path.join(uploadsDir(), 'classroom'))
      ? fs.readdirSync(path.join(uploadsDir(), 'classroom')).length
      : 0;
    for (const [bytes, filename] of [
      [EXE, 'notes.pdf'],
      [PLAIN_ZIP, 'essay.docx'],
      [DOCM, 'essay.docx'],
      [OLE2, 'old.msg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png'],
    ] as const) {
      const response = await share(teacher, batch._id, { bytes, filename, type: 'application/pdf' });
      assertError(response, 415, CLASSROOM_FILE_MESSAGES.typeInvalid);
    }
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(CLASSROOM_FILE_LIMITS.maxBytes + 1 - PDF.length)]);
    assertError(
      await share(teacher, batch._id, { bytes: tooLarge, filename: 'big.pdf' }),
      413,
      CLASSROOM_FILE_MESSAGES.tooLarge,
    );
    const justFits = Buffer.concat([PDF, Buffer.alloc(CLASSROOM_FILE_LIMITS.maxBytes - PDF.length)]);
    const fits = await shareOk(teacher, batch._id, { bytes: justFits, filename: 'big.pdf' });
    assert.equal(fits.file?.size, CLASSROOM_FILE_LIMITS.maxBytes);
    assertError(
      await share(teacher, batch._id, { bytes: Buffer.alloc(0), filename: 'empty.pdf' }),
      400,
      CLASSROOM_FILE_MESSAGES.fileEmpty,
    );
    // Nothing refused was kept; the one that fits was.
    assert.equal(fs.readdirSync(path.join(uploadsDir(), 'classroom')).length, before + 1);
    assert.equal(await t.database.db.$count(batchMaterials, eq(batchMaterials.batchId, batch._id)), 1);
  });

  test('a second file, a file in another field, or a form neither multipart nor JSON is refused', async () => {
    const { teacher, batch } = await classGroup(t, signUp);
    const boundary = 'two-files';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n`;
    const two = await t.request({
      method: 'POST',
      url: `/api/v1/batch/${batch._id}/materials`,
      headers: { ...authHeader(teacher.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTwo\r\n${part('file')}${part('file')}--${boundary}--\r\n`,
        'latin1',
      ),
    });
    assertError(two, 400, CLASSROOM_FILE_MESSAGES.oneFile);
    const form = multipartForm(
      { title: 'Other field' },
      { bytes: PDF, filename: 'a.pdf', field: 'attachment' },
    );
    assertError(
      await t.request({
        method: 'POST',
        url: `/api/v1/batch/${batch._id}/materials`,
        headers: { ...authHeader(teacher.token), ...form.headers },
        payload: form.payload,
      }),
      400,
      CLASSROOM_FILE_MESSAGES.fileFieldInvalid,
    );
    const text = await t.request({
      method: 'POST',
      url: `/api/v1/batch/${batch._id}/materials`,
      headers: { ...authHeader(teacher.token), 'content-type': 'text/plain' },
      payload: 'title=x',
    });
    assert.equal(text.statusCode, 415, text.body);
    assert.equal(await t.database.db.$count(batchMaterials, eq(batchMaterials.batchId, batch._id)), 0);
  });

  test('the signed link: the file as an attachment with its name, for the one it was made for while a member', async () => {
    clock.set(new Date());
    const { teacher, students, batch } = await classGroup(t, signUp);
    const [member] = students as [Account];
    const shared = await shareOk(teacher, batch._id, { bytes: PDF, filename: 'ক্লাস ৯.pdf' });
    const list = await callApi(t, 'GET', `/batch/${batch._id}/materials`, member);
    assert.equal(list.statusCode, 200, list.body);
    const [seen] = list.json().data as Material[];
    assert.equal(seen?._id, shared._id);
    assert.match(seen!.file!.url, /^\/api\/v1\/batch-files\/[A-Za-z0-9_-]+$/);
    assert.notEqual(seen!.file!.url, shared.file!.url, 'each caller has their own link');

    // No Bearer token needed (a plain link or <a download>): the token names its user.
    const got = await download(seen!.file!.url);
    assert.equal(got.statusCode, 200);
    assert.deepEqual(got.rawPayload, PDF);
    assert.equal(got.headers['content-type'], 'application/pdf');
    assert.equal(
      got.headers['content-disposition'],
      'attachment; filename="file.pdf"; filename*=UTF-8\'\'%E0%A6%95%E0%A7%8D%E0%A6%B2%E0%A6%BE%E0%A6%B8%20%E0%A7%AF.pdf',
    );
    assert.equal(got.headers['x-content-type-options'], 'nosniff');
    assert.equal(got.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.equal(got.headers['cache-control'], 'private, no-store');
    assert.equal((await download(shared.file!.url)).statusCode, 200, "the teacher's own link");
  });

  test('a private file is never reachable through /uploads', async () => {
    const { teacher, batch } = await classGroup(t, signUp);
    const shared = await shareOk(teacher, batch._id, { bytes: PNG, filename: 'a.png' });
    const key = (await keyOf(shared._id))!;
    const name = key.slice('classroom/'.length);
    for (const url of [
      `/api/v1/uploads/${name}`,
      `/api/v1/uploads/${encodeURIComponent(key)}`,
      `/api/v1/uploads/classroom/${name}`,
      `/api/v1/uploads/..%2Fclassroom%2F${name}`,
    ]) {
      const response = await download(url, teacher);
      assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
    }
  });

  test('a link fails for a stranger, at once after its member is removed or kicked, and after an hour', async () => {
    clock.set(new Date());
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 3);
    const [removed, kicked, stays] = students as [Account, Account, Account];
    const stranger = await signUp('student');
    const admin = await signUp('admin');
    const shared = await shareOk(teacher, batch._id, { bytes: PDF, filename: 'w.pdf' });
    const linkOf = async (account: Account) => {
      const list = await callApi(t, 'GET', `/batch/${batch._id}/materials`, account);
      assert.equal(list.statusCode, 200, list.body);
      return (list.json().data as Material[])[0]!.file!.url;
    };
    const removedLink = await linkOf(removed);
    const kickedLink = await linkOf(kicked);
    const staysLink = await linkOf(stays);
    const adminLink = await linkOf(admin);
    assert.equal((await download(removedLink)).statusCode, 200);
    assert.equal((await download(adminLink)).statusCode, 200);

    // A stranger cannot list, and a link made for them (as if sealed by the server) opens nothing.
    assert.equal((await callApi(t, 'GET', `/batch/${batch._id}/materials`, stranger)).statusCode, 403);
    const strangers = fileToken(
      t.app.ctx,
      stranger.id,
      { kind: 'material', id: shared._id },
      (await keyOf(shared._id))!,
      new Date(Date.now() + 3_600_000),
    );
    assertError(await download(`/api/v1/batch-files/${strangers}`), 403, CLASSROOM_FILE_MESSAGES.noAccess);

    const removal = await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${removed.id}`, teacher);
    assert.equal(removal.statusCode, 200, removal.body);
    assertError(await download(removedLink), 403, CLASSROOM_FILE_MESSAGES.noAccess);
    const kick = await callApi(t, 'DELETE', `/admin/remove-user/${kicked.id}`, admin);
    assert.equal(kick.statusCode, 200, kick.body);
    assertError(await download(kickedLink), 403, CLASSROOM_FILE_MESSAGES.noAccess);
    assert.equal((await download(staysLink)).statusCode, 200);

    // Altered or made up: refused.
    const altered = staysLink.slice(0, -2) + (staysLink.endsWith('AA') ? 'BB' : 'AA');
    assertError(await download(altered), 403, CLASSROOM_FILE_MESSAGES.linkInvalid);
    assertError(await download('/api/v1/batch-files/made-up'), 403, CLASSROOM_FILE_MESSAGES.linkInvalid);

    clock.advance({ minutes: 59 });
    assert.equal((await download(staysLink)).statusCode, 200, 'still good within the hour');
    clock.advance({ minutes: 2 });
    assertError(await download(staysLink), 403, CLASSROOM_FILE_MESSAGES.linkInvalid);
    clock.set(new Date());
  });

  test('a link fails once its material is deleted (404), and deleting removes the stored file', async () => {
    clock.set(new Date());
    const { teacher, students, batch } = await classGroup(t, signUp);
    const shared = await shareOk(teacher, batch._id, { bytes: PDF, filename: 'w.pdf' });
    const list = await callApi(t, 'GET', `/batch/${batch._id}/materials`, students[0]);
    const link = (list.json().data as Material[])[0]!.file!.url;
    const key = (await keyOf(shared._id))!;
    assert.ok(fs.existsSync(path.join(uploadsDir(), key)));

    const deleted = await callApi(t, 'DELETE', `/batch/${batch._id}/materials/${shared._id}`, teacher);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().message, MATERIALS_MESSAGES.deleted);
    assert.equal(fs.existsSync(path.join(uploadsDir(), key)), false, 'the file is gone from the storage');
    assertError(await download(link), 404, CLASSROOM_FILE_MESSAGES.gone);
  });

  test('a link of a deleted batch opens nothing', async () => {
    clock.set(new Date());
    const { teacher, batch } = await classGroup(t, signUp);
    const shared = await shareOk(teacher, batch._id, { bytes: PDF, filename: 'w.pdf' });
    assert.equal((await callApi(t, 'DELETE', `/batch/destroy/${batch._id}`, teacher)).statusCode, 200);
    assertError(await download(shared.file!.url), 404, CLASSROOM_FILE_MESSAGES.gone);
  });
});
