import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { authHeader, forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';

const MB2 = 2 * 1024 * 1024;

/** Bytes that start as each image type does (the server looks at nothing more). */
const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([60, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(56, 4),
  ]),
};

interface FilePart {
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'coverImage'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

forEachDatabase((kind) => {
  let t: TestApp;
  let user: Account;
  let other: Account;

  before(async () => {
    t = await startTestApp(kind);
    user = await signUpAs(t, 'student');
    other = await signUpAs(t, 'teacher');
  });
  after(() => t.close());

  const uploadsDir = () => (t.config.storage.kind === 'local' ? t.config.storage.dir : '');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);

  function update(fields: Record<string, string>, file?: FilePart, token = user.token) {
    const form = multipart(fields, file);
    return t.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: { ...authHeader(token), ...form.headers },
      payload: form.payload,
    });
  }
  const profile = async () =>
    (
      await t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: authHeader(user.token) })
    ).json().data;

  function assertError(
    response: { statusCode: number; json(): { message: string; errors?: object } },
    status: number,
    message: string,
  ) {
    assert.equal(response.statusCode, status, JSON.stringify(response.json()));
    assert.equal(response.json().message, message);
  }

  test('signed out is 401', async () => {
    const form = multipart({ firstname: 'Nobody' });
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: form.headers,
      payload: form.payload,
    });
    assert.equal(response.statusCode, 401);
  });

  test('updates the text fields and answers the profile', async () => {
    const username = `${user.name}x`;
    const response = await update({
      firstname: '  Ayesha ',
      lastname: 'Rahman',
      username,
      email: `${username}@example.com`,
    });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.equal(response.json().message, 'Profile updated successfully');
    assert.deepEqual(
      { firstname: data.firstname, lastname: data.lastname, username: data.username, email: data.email },
      { firstname: 'Ayesha', lastname: 'Rahman', username, email: `${username}@example.com` },
    );
    assert.equal(data.coverImage, null);
    assert.deepEqual(await profile(), data);
    // The new username signs in.
    await t.login(username, 'Str0ngPassword');
    user = { ...user, name: username };
  });

  test('each validation error is a 400 naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ firstname: '   ' }, 'firstname', 'First name is required'],
      [{ lastname: '' }, 'lastname', 'Last name is required'],
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters long'],
      [
        { username: 'has space' },
        'username',
        'Username may contain only letters, digits, dots, dashes and underscores',
      ],
      [{ username: '' }, 'username', 'Username is required'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
      [{ email: '' }, 'email', 'Email is required'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await update(fields);
      assertError(response, 400, message);
      assert.equal((response.json().errors as Record<string, string>)[field], message);
    }
    assertError(await update({}), 400, 'Nothing to update');
    const before = await profile();
    assert.equal(before.firstname, 'Ayesha');
  });

  test('a username or email another account uses (any case) is a 409 naming the field', async () => {
    const byName = await update({ username: other.name.toUpperCase() });
    assertError(byName, 409, 'Username is already taken');
    assert.deepEqual(byName.json().errors, { username: 'Username is already taken' });
    const byEmail = await update({ email: `${other.name}@EXAMPLE.com` });
    assertError(byEmail, 409, 'Email is already registered');
    assert.deepEqual(byEmail.json().errors, { email: 'Email is already registered' });
    // Keeping one's own is no conflict.
    assert.equal((await update({ username: user.name.toUpperCase() })).statusCode, 200);
    assert.equal((await update({ username: user.name })).statusCode, 200);
  });

  test('JPEG, PNG, WebP and GIF are accepted by their bytes and served with their type and nosniff', async () => {
    const expected = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
    for (const [name, bytes] of Object.entries(IMAGES) as [keyof typeof IMAGES, Buffer][]) {
      // Declared type and filename say nothing true: only the bytes count.
      const response = await update(
        {},
        { filename: 'picture.txt', type: 'application/octet-stream', content: bytes },
      );
      assert.equal(response.statusCode, 200, `${name}: ${response.body}`);
      const url: string = response.json().data.coverImage;
      assert.match(url, /^\/api\/v1\/uploads\/[A-Za-z0-9_-]{32}\.(jpg|png|webp|gif)$/);
      const served = await t.request({ method: 'GET', url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], expected[name]);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(served.rawPayload, bytes);
    }
  });

  test('a PNG named .jpg is stored as a PNG', async () => {
    const response = await update({}, { filename: 'photo.jpg', type: 'image/jpeg', content: IMAGES.png });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().data.coverImage, /\.png$/);
  });

  test('replacing the image removes the old file; the served old URL is then 404', async () => {
    const first = (await update({}, { filename: 'a.gif', type: 'image/gif', content: IMAGES.gif })).json()
      .data.coverImage as string;
    const before = storedFiles();
    assert.ok(before.includes(path.basename(first)));
    const second = (await update({}, { filename: 'b.png', type: 'image/png', content: IMAGES.png })).json()
      .data.coverImage as string;
    assert.notEqual(first, second);
    const now = storedFiles();
    assert.ok(!now.includes(path.basename(first)), 'the old file is gone');
    assert.ok(now.includes(path.basename(second)));
    assert.equal(now.length, 1, 'only the current image is kept');
    assert.equal((await t.request({ method: 'GET', url: first })).statusCode, 404);
  });

  test('a text file or a script named as an image is 415, over 2 MB is 413, and neither changes anything', async () => {
    const before = await profile();
    const files = storedFiles();
    const text = await update(
      { firstname: 'Changed' },
      { filename: 'notes.png', type: 'image/png', content: Buffer.from('just some text, not an image') },
    );
    assertError(text, 415, 'Cover image must be a JPEG, PNG, WebP or GIF image');
    for (const [filename, content] of [
      ['photo.jpg', '<script>alert(document.cookie)</script>'],
      ['avatar.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ] as const) {
      const script = await update(
        { firstname: 'Changed' },
        { filename, type: 'image/jpeg', content: Buffer.from(content) },
      );
      assertError(script, 415, 'Cover image must be a JPEG, PNG, WebP or GIF image');
    }

    const exactly = Buffer.concat([IMAGES.jpeg, Buffer.alloc(MB2 - IMAGES.jpeg.length)]);
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    const big = await update(
      { firstname: 'Changed' },
      { filename: 'big.jpg', type: 'image/jpeg', content: over },
    );
    assertError(big, 413, 'Cover image must be at most 2 MB');
    assert.deepEqual(await profile(), before);
    assert.deepEqual(storedFiles(), files);

    const fits = await update({}, { filename: 'max.jpg', type: 'image/jpeg', content: exactly });
    assert.equal(fits.statusCode, 200, fits.body);
  });

  test('a failed update leaves the old image and profile as they were, with no new file', async () => {
    const before = await profile();
    const files = storedFiles();
    assert.ok(before.coverImage);
    const conflict = await update(
      { username: other.name, firstname: 'Changed' },
      { filename: 'c.webp', type: 'image/webp', content: IMAGES.webp },
    );
    assert.equal(conflict.statusCode, 409);
    const invalid = await update(
      { email: 'broken' },
      { filename: 'c.webp', type: 'image/webp', content: IMAGES.webp },
    );
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(await profile(), before);
    assert.deepEqual(storedFiles(), files);
    assert.equal((await t.request({ method: 'GET', url: before.coverImage })).statusCode, 200);
  });

  test('bad uploads and forms are 4xx, never 500', async () => {
    const wrongField = await update(
      {},
      { field: 'avatar', filename: 'a.png', type: 'image/png', content: IMAGES.png },
    );
    assert.equal(wrongField.statusCode, 400);
    const plain = await t.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: { ...authHeader(user.token), 'content-type': 'text/plain' },
      payload: 'firstname=x',
    });
    assert.ok(plain.statusCode === 415, plain.body);
    const broken = await t.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: { ...authHeader(user.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="firstname"\r\n\r\nHalf',
    });
    assert.equal(broken.statusCode, 400, broken.body);
    const json = await t.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: authHeader(user.token),
      payload: { lastname: 'ViaJson' },
    });
    assert.equal(json.statusCode, 200, json.body);
    assert.equal(json.json().data.lastname, 'ViaJson');
    for (const name of ['nothing.png', '..%2Fapp-secret', 'abc.exe']) {
      assert.equal((await t.request({ method: 'GET', url: `/api/v1/uploads/${name}` })).statusCode, 404);
    }
  });

  test("where, how, the medium and a teacher's gender: stored from the form, checked, cleared when empty, and shown", async () => {
    const teacher = other;
    const set = await update(
      {
        gender: 'female',
        district: 'Chattogram',
        area: 'agrabad',
        modes: 'teacher_place, online,online',
        medium: 'english',
      },
      undefined,
      teacher.token,
    );
    assert.equal(set.statusCode, 200, set.body);
    const matching = {
      gender: 'female',
      division: 'chattogram',
      district: 'chattogram',
      area: 'agrabad',
      modes: ['online', 'teacher_place'],
      medium: 'english',
    };
    const pick = (data: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(matching).map((key) => [key, data[key]]));
    assert.deepEqual(pick(set.json().data), matching);
    const viewed = await t.request({
      method: 'GET',
      url: '/api/v1/users/viewprofile',
      headers: authHeader(teacher.token),
    });
    assert.deepEqual(pick(viewed.json().data), matching);
    const publicPage = await t.request({
      method: 'GET',
      url: `/api/v1/users/get-user/${teacher.id}`,
      headers: authHeader(user.token),
    });
    assert.deepEqual(pick(publicPage.json().data), matching);

    // A new district brings its division and leaves the old area; empty clears.
    const moved = await update({ district: 'sylhet' }, undefined, teacher.token);
    assert.deepEqual(
      [moved.json().data.division, moved.json().data.district, moved.json().data.area],
      ['sylhet', 'sylhet', null],
      moved.body,
    );
    const cleared = await update(
      { gender: '', division: '', district: '', area: '', modes: '', medium: '' },
      undefined,
      teacher.token,
    );
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.deepEqual(pick(cleared.json().data), {
      gender: null,
      division: null,
      district: null,
      area: null,
      modes: [],
      medium: null,
    });

    // A student gives a place, modes and a medium, but no gender.
    const student = await update({
      district: 'dhaka',
      area: 'mirpur',
      modes: 'student_home',
      medium: 'bangla',
    });
    assert.equal(student.statusCode, 200, student.body);
    assert.deepEqual([student.json().data.division, student.json().data.gender], ['dhaka', null]);
    const before = await profile();
    const refusals: [Record<string, string>, string, string][] = [
      [{ gender: 'female' }, 'gender', 'Only teachers give their gender'],
      [{ gender: 'other' }, 'gender', 'Gender must be male or female'],
      [{ district: 'atlantis' }, 'district', 'Please choose a district of the chosen division'],
      [{ division: 'khulna' }, 'district', 'Please choose a district of the chosen division'],
      [{ division: 'narnia' }, 'division', 'Please choose a valid division'],
      [{ area: 'agrabad' }, 'area', 'Please choose an area of the chosen district'],
      [{ district: '', area: 'mirpur' }, 'area', 'Choose the district before the area'],
      [{ modes: 'online,bus' }, 'modes', 'Mode must be online, student_home or teacher_place'],
      [{ medium: 'french' }, 'medium', 'Medium must be bangla, english_version, english or madrasa'],
    ];
    for (const [fields, field, message] of refusals) {
      const response = await update({ firstname: 'Changed', ...fields });
      assertError(response, 400, message);
      const named = Object.entries(response.json().errors as Record<string, string>).find(
        ([key]) => key.split('.')[0] === field,
      );
      assert.equal(named?.[1], message, JSON.stringify(fields));
    }
    assert.deepEqual(await profile(), before, 'a refused update changes nothing');
    const studentClears = await update({ gender: '' });
    assert.equal(studentClears.statusCode, 200, studentClears.body);
  });
});
