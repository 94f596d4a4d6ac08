// A batch's materials: its teacher shares files and links (its students too when the teacher allows it), its
// members and admins list them newest first, the teacher, whoever shared one or an admin deletes it; everyone
// else is refused. GET /batch/{id} shows one batch to its people.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import {
  BATCH_MESSAGES,
  CLASSROOM_FILE_MESSAGES,
  MATERIALS_MESSAGES,
  type Batch,
  type Material,
  type Role,
} from '@pathshala/shared-api/contract';
import { authHeader, forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import { assertError, callApi, classGroup, messagesOf } from './fixtures';
import { multipartForm, PDF } from './upload-fixtures';

forEachDatabase((kind) => {
  let t: TestApp;
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  /**
   * A teacher's batch with two students, one removed and one kicked student who were members, a stranger
   * student and teacher, and an admin.
   */
  async function world() {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 4);
    const [member, other, removed, kicked] = students as [Account, Account, Account, Account];
    const admin = await signUp('admin');
    const stranger = await signUp('student');
    const strangerTeacher = await signUp('teacher');
    const removal = await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${removed.id}`, teacher);
    assert.equal(removal.statusCode, 200, removal.body);
    const kick = await callApi(t, 'DELETE', `/admin/remove-user/${kicked.id}`, admin);
    assert.equal(kick.statusCode, 200, kick.body);
    return { teacher, member, other, removed, kicked, admin, stranger, strangerTeacher, batch };
  }

  const shareLink = (account: Account | null, batchId: string, body: object) =>
    callApi(t, 'POST', `/batch/${batchId}/materials`, account, body);

  async function shareLinkOk(
    account: Account,
    batchId: string,
    title = 'Reading',
    url = 'https://example.com/a',
  ) {
    const response = await shareLink(account, batchId, { title, url });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, MATERIALS_MESSAGES.shared);
    return response.json().data as Material;
  }

  const listOf = async (account: Account, batchId: string, query = '') => {
    const response = await callApi(t, 'GET', `/batch/${batchId}/materials${query}`, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Material[]; meta: { page: number; limit: number; total: number } };
  };

  const setSharing = (account: Account | null, batchId: string, on: unknown) =>
    callApi(t, 'PUT', `/batch/${batchId}/materials/sharing`, account, { students_share_materials: on });

  test('GET /batch/{id}: its teacher, its students and admins; 403 strangers and removed students; 401; 404', async () => {
    const w = await world();
    for (const account of [w.teacher, w.member, w.admin]) {
      const response = await callApi(t, 'GET', `/batch/${w.batch._id}`, account);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message, MATERIALS_MESSAGES.batchFetched);
      const seen = response.json().data as Batch;
      assert.equal(seen._id, w.batch._id);
      assert.equal(seen.students_share_materials, false);
      assert.deepEqual(
        seen.student_ids.map((student) => student.username).sort(),
        // A kicked account stays listed (its sign-in is what ends); a removed student is gone.
        [w.member.name, w.other.name, w.kicked.name].sort(),
      );
    }
    for (const account of [w.stranger, w.strangerTeacher, w.removed])
      assertError(
        await callApi(t, 'GET', `/batch/${w.batch._id}`, account),
        403,
        MATERIALS_MESSAGES.notMemberBatch,
      );
    assert.equal((await callApi(t, 'GET', `/batch/${w.batch._id}`, w.kicked)).statusCode, 401);
    assert.equal((await callApi(t, 'GET', `/batch/${w.batch._id}`, null)).statusCode, 401);
    assertError(await callApi(t, 'GET', `/batch/${randomUUID()}`, w.teacher), 404, BATCH_MESSAGES.notFound);
    assert.equal((await callApi(t, 'GET', '/batch/not-an-id', w.teacher)).statusCode, 400);
    assert.equal((await callApi(t, 'DELETE', `/batch/destroy/${w.batch._id}`, w.teacher)).statusCode, 200);
    for (const account of [w.teacher, w.member, w.admin])
      assertError(await callApi(t, 'GET', `/batch/${w.batch._id}`, account), 404, BATCH_MESSAGES.notFound);
  });

  test('listing: members and admins, newest first, paginated; 403 strangers and removed students; 401 kicked', async () => {
    const w = await world();
    const first = await shareLinkOk(w.teacher, w.batch._id, 'First', 'https://example.com/1');
    const second = await shareLinkOk(w.teacher, w.batch._id, 'Second', 'http://example.com/2');
    const third = await shareLinkOk(w.teacher, w.batch._id, 'Third', 'https://example.com/3?q=a#b');
    for (const account of [w.teacher, w.member, w.admin]) {
      const list = await listOf(account, w.batch._id);
      assert.deepEqual(
        list.data.map((item) => item._id),
        [third._id, second._id, first._id],
      );
      assert.deepEqual(list.meta, { page: 1, limit: 20, total: 3 });
    }
    const [item] = (await listOf(w.member, w.batch._id, '?page=2&limit=2')).data;
    assert.deepEqual(item, {
      _id: first._id,
      batch_id: w.batch._id,
      title: 'First',
      kind: 'link',
      url: 'https://example.com/1',
      file: null,
      uploaded_by: { _id: w.teacher.id, username: w.teacher.name },
      can_delete: false,
      createdAt: first.createdAt,
    });
    for (const account of [w.stranger, w.strangerTeacher, w.removed])
      assertError(
        await callApi(t, 'GET', `/batch/${w.batch._id}/materials`, account),
        403,
        MATERIALS_MESSAGES.notMember,
      );
    assert.equal((await callApi(t, 'GET', `/batch/${w.batch._id}/materials`, w.kicked)).statusCode, 401);
    assert.equal((await callApi(t, 'GET', `/batch/${w.batch._id}/materials`, null)).statusCode, 401);
    assert.equal((await callApi(t, 'GET', `/batch/${randomUUID()}/materials`, w.teacher)).statusCode, 404);
    assert.equal(
      (await callApi(t, 'GET', `/batch/${w.batch._id}/materials?limit=101`, w.teacher)).statusCode,
      400,
    );
  });

  test('sharing: the teacher; students only once the teacher allows it; never admins, strangers, removed or kicked', async () => {
    const w = await world();
    await shareLinkOk(w.teacher, w.batch._id);
    const link = { title: 'Mine', url: 'https://example.com/mine' };
    assertError(await shareLink(w.member, w.batch._id, link), 403, MATERIALS_MESSAGES.studentsMayNotShare);
    assertError(await shareLink(w.admin, w.batch._id, link), 403, MATERIALS_MESSAGES.adminMayNotShare);
    for (const account of [w.stranger, w.strangerTeacher, w.removed])
      assertError(await shareLink(account, w.batch._id, link), 403, MATERIALS_MESSAGES.notMember);
    assert.equal((await shareLink(w.kicked, w.batch._id, link)).statusCode, 401);
    assert.equal((await shareLink(null, w.batch._id, link)).statusCode, 401);
    assert.equal((await shareLink(w.teacher, randomUUID(), link)).statusCode, 404);

    // A refused file upload is never stored.
    const form = multipartForm({ title: 'Sheet' }, { bytes: PDF, filename: 'a.pdf' });
    const refused = await t.request({
      method: 'POST',
      url: `/api/v1/batch/${w.batch._id}/materials`,
      headers: { ...authHeader(w.member.token), ...form.headers },
      payload: form.payload,
    });
    assertError(refused, 403, MATERIALS_MESSAGES.studentsMayNotShare);
    assert.equal((await listOf(w.teacher, w.batch._id)).meta.total, 1);

    const on = await setSharing(w.teacher, w.batch._id, true);
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(on.json().message, MATERIALS_MESSAGES.sharingOn);
    assert.equal((on.json().data as Batch).students_share_materials, true);
    const mine = await shareLinkOk(w.member, w.batch._id, 'Mine', 'https://example.com/mine');
    assert.deepEqual(mine.uploaded_by, { _id: w.member.id, username: w.member.name });
    assert.equal(mine.can_delete, true);
    assertError(await shareLink(w.admin, w.batch._id, link), 403, MATERIALS_MESSAGES.adminMayNotShare);
    assertError(await shareLink(w.removed, w.batch._id, link), 403, MATERIALS_MESSAGES.notMember);

    const off = await setSharing(w.teacher, w.batch._id, false);
    assert.equal(off.json().message, MATERIALS_MESSAGES.sharingOff);
    assertError(await shareLink(w.other, w.batch._id, link), 403, MATERIALS_MESSAGES.studentsMayNotShare);
    // What a student shared stays.
    assert.equal((await listOf(w.other, w.batch._id)).meta.total, 2);
  });

  test('the sharing switch: only the teacher; true or false; the batch shows it', async () => {
    const w = await world();
    for (const account of [w.member, w.admin, w.stranger, w.strangerTeacher, w.removed])
      assertError(await setSharing(account, w.batch._id, true), 403, MATERIALS_MESSAGES.notTeacherSharing);
    assert.equal((await setSharing(w.kicked, w.batch._id, true)).statusCode, 401);
    assert.equal((await setSharing(w.teacher, randomUUID(), true)).statusCode, 404);
    for (const value of ['yes', 1, null])
      assertError(await setSharing(w.teacher, w.batch._id, value), 400, MATERIALS_MESSAGES.sharingInvalid);
    assert.equal((await setSharing(w.teacher, w.batch._id, true)).statusCode, 200);
    const seen = await callApi(t, 'GET', `/batch/${w.batch._id}`, w.member);
    assert.equal((seen.json().data as Batch).students_share_materials, true);
    const listed = await callApi(t, 'GET', '/batch/batches', w.member);
    const mine = (listed.json().data as Batch[]).find((batch) => batch._id === w.batch._id);
    assert.equal(mine?.students_share_materials, true);
  });

  test('deleting: the teacher any, a student their own, an admin any; 403 other students and strangers; 404', async () => {
    const w = await world();
    assert.equal((await setSharing(w.teacher, w.batch._id, true)).statusCode, 200);
    const byTeacher = await shareLinkOk(w.teacher, w.batch._id, 'Teacher');
    const byMember = await shareLinkOk(w.member, w.batch._id, 'Member');
    const byOther = await shareLinkOk(w.other, w.batch._id, 'Other');
    const flags = async (account: Account) =>
      Object.fromEntries(
        (await listOf(account, w.batch._id)).data.map((item) => [item.title, item.can_delete]),
      );
    assert.deepEqual(await flags(w.teacher), { Teacher: true, Member: true, Other: true });
    assert.deepEqual(await flags(w.admin), { Teacher: true, Member: true, Other: true });
    assert.deepEqual(await flags(w.member), { Teacher: false, Member: true, Other: false });

    const remove = (account: Account | null, id: string, batchId = w.batch._id) =>
      callApi(t, 'DELETE', `/batch/${batchId}/materials/${id}`, account);
    assertError(await remove(w.member, byTeacher._id), 403, MATERIALS_MESSAGES.notAllowedDelete);
    assertError(await remove(w.member, byOther._id), 403, MATERIALS_MESSAGES.notAllowedDelete);
    for (const account of [w.stranger, w.strangerTeacher, w.removed])
      assertError(await remove(account, byTeacher._id), 403, MATERIALS_MESSAGES.notMember);
    assert.equal((await remove(w.kicked, byTeacher._id)).statusCode, 401);
    assert.equal((await remove(null, byTeacher._id)).statusCode, 401);
    assertError(await remove(w.teacher, randomUUID()), 404, MATERIALS_MESSAGES.notFound);
    // A material is deleted through its own batch only.
    const elsewhere = await classGroup(t, signUp);
    assertError(
      await remove(elsewhere.teacher, byTeacher._id, elsewhere.batch._id),
      404,
      MATERIALS_MESSAGES.notFound,
    );

    assert.equal((await remove(w.member, byMember._id)).statusCode, 200);
    assert.equal((await remove(w.admin, byOther._id)).statusCode, 200);
    assert.equal((await remove(w.teacher, byTeacher._id)).statusCode, 200);
    assert.equal((await listOf(w.teacher, w.batch._id)).meta.total, 0);
    assertError(await remove(w.teacher, byTeacher._id), 404, MATERIALS_MESSAGES.notFound);
  });

  test('a link: http or https, at most 2000 characters, with a title of at most 120; a file or a link, not both', async () => {
    const w = await world();
    const cases: [object, string][] = [
      [{ title: 'x', url: 'javascript:alert(1)' }, MATERIALS_MESSAGES.urlInvalid],
      [{ title: 'x', url: 'ftp://example.com/a' }, MATERIALS_MESSAGES.urlInvalid],
      [{ title: 'x', url: 'data:text/html,<script>1</script>' }, MATERIALS_MESSAGES.urlInvalid],
      [{ title: 'x', url: 'example.com' }, MATERIALS_MESSAGES.urlInvalid],
      [{ title: 'x', url: 'https://user:pass@example.com/' }, MATERIALS_MESSAGES.urlInvalid],
      [{ title: 'x', url: 12 }, MATERIALS_MESSAGES.urlInvalid],
      [{ title: 'x', url: `https://example.com/${'a'.repeat(2000)}` }, MATERIALS_MESSAGES.urlTooLong],
      [{ title: 'x' }, MATERIALS_MESSAGES.fileOrLink],
      [{ title: 'x', url: '   ' }, MATERIALS_MESSAGES.fileOrLink],
      [{ url: 'https://example.com' }, MATERIALS_MESSAGES.titleRequired],
      [{ title: '   ', url: 'https://example.com' }, MATERIALS_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(121), url: 'https://example.com' }, MATERIALS_MESSAGES.titleTooLong],
      [{ title: ['x'], url: 'https://example.com' }, CLASSROOM_FILE_MESSAGES.fieldInvalid],
    ];
    for (const [body, message] of cases)
      assertError(await shareLink(w.teacher, w.batch._id, body), 400, message);
    const both = multipartForm(
      { title: 'Both', url: 'https://example.com' },
      { bytes: PDF, filename: 'a.pdf' },
    );
    assertError(
      await t.request({
        method: 'POST',
        url: `/api/v1/batch/${w.batch._id}/materials`,
        headers: { ...authHeader(w.teacher.token), ...both.headers },
        payload: both.payload,
      }),
      400,
      MATERIALS_MESSAGES.fileAndLink,
    );
    assert.equal((await listOf(w.teacher, w.batch._id)).meta.total, 0);

    const kept = await shareLinkOk(
      w.teacher,
      w.batch._id,
      `  ${'t'.repeat(120)}  `,
      ' https://example.com/ক ',
    );
    assert.equal(kept.title, 't'.repeat(120));
    assert.equal(kept.url, 'https://example.com/ক');
    const asForm = multipartForm({ title: 'Form link', url: 'https://example.com/form' });
    const formLink = await t.request({
      method: 'POST',
      url: `/api/v1/batch/${w.batch._id}/materials`,
      headers: { ...authHeader(w.teacher.token), ...asForm.headers },
      payload: asForm.payload,
    });
    assert.equal(formLink.statusCode, 201, formLink.body);
    assert.equal((formLink.json().data as Material).url, 'https://example.com/form');
  });

  test('the routes are in the OpenAPI document, signed in, with their bodies and answers', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const operations: [string, string, string][] = [
      ['/api/v1/batch/{id}', 'get', '200'],
      ['/api/v1/batch/{id}/materials', 'get', '200'],
      ['/api/v1/batch/{id}/materials', 'post', '201'],
      ['/api/v1/batch/{id}/materials/{materialId}', 'delete', '200'],
      ['/api/v1/batch/{id}/materials/sharing', 'put', '200'],
    ];
    for (const [path, method, status] of operations) {
      const operation = paths[path]?.[method] as
        { security: unknown; responses: Record<string, unknown>; tags: string[] } | undefined;
      assert.ok(operation, `${method.toUpperCase()} ${path} is documented`);
      assert.deepEqual(operation.security, [{ bearerAuth: [] }]);
      assert.ok(operation.responses[status], `${method.toUpperCase()} ${path} answers ${status}`);
    }
    const post = paths['/api/v1/batch/{id}/materials']!.post as { description: string };
    assert.match(post.description, /multipart\/form-data/);
    assert.match(post.description, /10 MB/);
    const sharing = paths['/api/v1/batch/{id}/materials/sharing']!.put as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, { type: string }> } }> };
    };
    assert.equal(
      sharing.requestBody.content['application/json']!.schema.properties.students_share_materials!.type,
      'boolean',
    );
    const listed = paths['/api/v1/batch/{id}/materials']!.get as {
      responses: { 200: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    };
    assert.ok(listed.responses[200].content['application/json']!.schema.properties.meta, 'paginated');
    const download = paths['/api/v1/batch-files/{token}']?.get as { security?: unknown } | undefined;
    assert.ok(download, 'GET /api/v1/batch-files/{token} is documented');
    assert.equal(download.security, undefined, 'the link is its own key');
  });

  test("the students are told of the teacher's new material, each in their language; a student's share tells nobody", async () => {
    const w = await world();
    const language = await callApi(t, 'PUT', '/users/language', w.other, { language: 'bn' });
    assert.equal(language.statusCode, 200, language.body);
    await shareLinkOk(w.teacher, w.batch._id, 'Chapter 3 notes');
    assert.ok((await messagesOf(t, w.member.id)).includes('New material in "Physics": "Chapter 3 notes"'));
    assert.ok((await messagesOf(t, w.other.id)).includes('"Physics" এ নতুন উপকরণ: "Chapter 3 notes"'));
    assert.equal((await messagesOf(t, w.removed.id)).filter((m) => m.includes('Chapter 3')).length, 0);
    assert.equal((await messagesOf(t, w.teacher.id)).filter((m) => m.includes('Chapter 3')).length, 0);

    assert.equal((await setSharing(w.teacher, w.batch._id, true)).statusCode, 200);
    await shareLinkOk(w.member, w.batch._id, 'My summary');
    for (const account of [w.teacher, w.member, w.other])
      assert.equal((await messagesOf(t, account.id)).filter((m) => m.includes('My summary')).length, 0);
  });
});
