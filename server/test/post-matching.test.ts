import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { MATCHING_MESSAGES, type Post } from '@pathshala/shared-api/contract';
import { posts } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, type TestApp, signUpAs, type Account } from './helpers';
import { MATCHING_FIELDS } from './fixtures';

/** A school-class post with every matching field (DESIGN §6.14): in Dhanmondi, at home or online, Bangla medium. */
const postBody = {
  subject: 'Physics',
  class: '9',
  title: 'Physics for class nine',
  subtitle: 'Motion and forces',
  description: 'Two lessons a week.',
  weekly_schedule: ['Sunday', 'Tuesday'],
  time: '17:00',
  salary: 4000,
  ...MATCHING_FIELDS,
};

forEachDatabase((kind) => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let admin: Account;

  before(async () => {
    t = await startTestApp(kind);
    teacher = await signUpAs(t, 'teacher');
    student = await signUpAs(t, 'student');
    admin = await signUpAs(t, 'admin');
  });
  after(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) =>
    t.request({ method, url: `/api/v1${url}`, headers: authHeader(token), payload: payload as object });
  const create = (owner: Account, fields: Record<string, unknown>) =>
    call('POST', '/post/create', owner.token, { ...postBody, ...fields });
  const createOk = async (owner: Account, fields: Record<string, unknown> = {}): Promise<Post> => {
    const response = await create(owner, fields);
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data;
  };
  const update = (owner: Account, id: string, fields: Record<string, unknown>) =>
    call('PUT', `/post/update/${id}`, owner.token, fields);
  const postCount = async () => (await t.database.db.select({ n: count() }).from(posts))[0]?.n ?? 0;

  /** A 400 naming `field` (its first part: `modes.0` is `modes`) with `message`, and nothing written. */
  function assertFieldError(
    response: Awaited<ReturnType<typeof call>>,
    field: string,
    message: string,
    label: string,
  ) {
    assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
    const body = response.json();
    assert.equal(body.success, false, label);
    assert.equal(body.message, message, label);
    const named = Object.entries(body.errors as Record<string, string>).find(
      ([key]) => key.split('.')[0] === field,
    );
    assert.deepEqual(named?.[1], message, `${label}: ${JSON.stringify(body.errors)}`);
  }

  test('a new post stores where, how, the medium and a request its tutor gender; the division follows the district', async () => {
    const request = await createOk(student, {
      division: undefined,
      district: 'Chattogram',
      area: 'agrabad',
      modes: ['teacher_place', 'student_home', 'teacher_place'],
      medium: 'english_version',
      preferred_tutor_gender: 'female',
    });
    assert.deepEqual(
      [
        request.division,
        request.district,
        request.area,
        request.modes,
        request.medium,
        request.preferred_tutor_gender,
      ],
      ['chattogram', 'chattogram', 'agrabad', ['student_home', 'teacher_place'], 'english_version', 'female'],
    );
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, request._id));
    assert.equal(stored?.division, 'chattogram');
    assert.deepEqual(stored?.modes, ['student_home', 'teacher_place']);

    // Online only needs no place; a university class needs no medium; a teacher's offer prefers no gender.
    const online = await createOk(teacher, {
      class: 'hons',
      division: null,
      district: null,
      area: null,
      modes: ['online'],
      medium: undefined,
      preferred_tutor_gender: null,
    });
    assert.deepEqual(
      [
        online.division,
        online.district,
        online.area,
        online.modes,
        online.medium,
        online.preferred_tutor_gender,
      ],
      [null, null, null, ['online'], null, null],
    );
  });

  test('create: each matching field error is a 400 naming it, and nothing is stored', async () => {
    const before = await postCount();
    const cases: [Account, Record<string, unknown>, string, string][] = [
      [student, { modes: undefined }, 'modes', MATCHING_MESSAGES.modesRequired],
      [student, { modes: [] }, 'modes', MATCHING_MESSAGES.modesRequired],
      [teacher, { modes: ['bus'] }, 'modes', MATCHING_MESSAGES.modeInvalid],
      [teacher, { modes: 'online' }, 'modes', MATCHING_MESSAGES.modesRequired],
      [
        student,
        { division: null, district: null, area: null },
        'district',
        MATCHING_MESSAGES.locationRequired,
      ],
      [
        student,
        { modes: ['online', 'student_home'], district: null, area: null },
        'district',
        MATCHING_MESSAGES.locationRequired,
      ],
      [
        teacher,
        { division: null, district: 'atlantis', area: null },
        'district',
        MATCHING_MESSAGES.districtInvalid,
      ],
      [teacher, { district: 'dha ka' }, 'district', MATCHING_MESSAGES.districtInvalid],
      [student, { division: 'narnia', area: null }, 'division', MATCHING_MESSAGES.divisionInvalid],
      [student, { division: 'chattogram', area: null }, 'district', MATCHING_MESSAGES.districtInvalid],
      [student, { area: 'agrabad' }, 'area', MATCHING_MESSAGES.areaInvalid],
      [
        student,
        { modes: ['online'], division: null, district: null, area: 'dhanmondi' },
        'area',
        MATCHING_MESSAGES.areaWithoutDistrict,
      ],
      [student, { medium: undefined }, 'medium', MATCHING_MESSAGES.mediumRequired],
      [student, { medium: null, class: '12' }, 'medium', MATCHING_MESSAGES.mediumRequired],
      [student, { medium: 'french' }, 'medium', MATCHING_MESSAGES.mediumInvalid],
      [
        student,
        { preferred_tutor_gender: 'other' },
        'preferred_tutor_gender',
        MATCHING_MESSAGES.genderInvalid,
      ],
      [
        teacher,
        { preferred_tutor_gender: 'female' },
        'preferred_tutor_gender',
        MATCHING_MESSAGES.tutorGenderOnRequestsOnly,
      ],
    ];
    for (const [owner, fields, field, message] of cases)
      assertFieldError(await create(owner, fields), field, message, JSON.stringify(fields));
    assert.equal(await postCount(), before);
  });

  test('update: an edit is checked against the post it makes', async () => {
    const offer = await createOk(teacher);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ modes: [] }, 'modes', MATCHING_MESSAGES.modesRequired],
      [{ district: null }, 'district', MATCHING_MESSAGES.locationRequired],
      [{ area: 'agrabad' }, 'area', MATCHING_MESSAGES.areaInvalid],
      [{ district: 'khulna', division: 'dhaka' }, 'district', MATCHING_MESSAGES.districtInvalid],
      [{ district: 'atlantis' }, 'district', MATCHING_MESSAGES.districtInvalid],
      [{ medium: null }, 'medium', MATCHING_MESSAGES.mediumRequired],
      [{ class: '3', medium: null }, 'medium', MATCHING_MESSAGES.mediumRequired],
      [{ medium: 'french' }, 'medium', MATCHING_MESSAGES.mediumInvalid],
      [
        { preferred_tutor_gender: 'male' },
        'preferred_tutor_gender',
        MATCHING_MESSAGES.tutorGenderOnRequestsOnly,
      ],
    ];
    for (const [fields, field, message] of cases)
      assertFieldError(await update(teacher, offer._id, fields), field, message, JSON.stringify(fields));
    const [unchanged] = await t.database.db.select().from(posts).where(eq(posts.id, offer._id));
    assert.deepEqual(
      [unchanged?.district, unchanged?.area, unchanged?.modes, unchanged?.medium],
      ['dhaka', 'dhanmondi', ['online', 'student_home'], 'bangla'],
    );

    // A new district brings its division and leaves the old district's area behind.
    const moved = await update(teacher, offer._id, { district: 'chattogram' });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(
      [moved.json().data.division, moved.json().data.district, moved.json().data.area],
      ['chattogram', 'chattogram', null],
    );
    const area = await update(teacher, offer._id, { area: 'khulshi' });
    assert.equal(area.json().data.area, 'khulshi', area.body);

    // Online only: the place may go; then a mode that needs a place needs it back.
    const online = await update(teacher, offer._id, { modes: ['online'], district: null, area: null });
    assert.equal(online.statusCode, 200, online.body);
    assert.deepEqual(
      [
        online.json().data.division,
        online.json().data.district,
        online.json().data.area,
        online.json().data.modes,
      ],
      ['chattogram', null, null, ['online']],
    );
    assertFieldError(
      await update(teacher, offer._id, { modes: ['online', 'teacher_place'] }),
      'district',
      MATCHING_MESSAGES.locationRequired,
      'a place is needed again',
    );

    // A university class needs no medium; back to a school class it does.
    const hons = await update(teacher, offer._id, { class: 'hons', medium: null });
    assert.equal(hons.statusCode, 200, hons.body);
    assert.equal(hons.json().data.medium, null);
    assertFieldError(
      await update(teacher, offer._id, { class: '10' }),
      'medium',
      MATCHING_MESSAGES.mediumRequired,
      'school class without a medium',
    );

    // A request may change its tutor gender, or drop it.
    const request = await createOk(student);
    const female = await update(student, request._id, { preferred_tutor_gender: 'female' });
    assert.equal(female.json().data.preferred_tutor_gender, 'female', female.body);
    const either = await update(student, request._id, { preferred_tutor_gender: null });
    assert.equal(either.json().data.preferred_tutor_gender, null, either.body);
  });

  test('update: a post from before the matching fields keeps its other edits, and is held to them once it touches one', async () => {
    const [old] = await t.database.db
      .insert(posts)
      .values({
        ownerId: student.id,
        ownerRole: 'student',
        title: 'Old request',
        subtitle: 'From last year',
        subject: 'Math',
        class: '8',
        time: '17:00',
        salary: 3000,
        description: 'Before places existed.',
      })
      .returning({ id: posts.id });
    assert.ok(old);
    const titled = await update(student, old.id, { title: 'Old request, renamed', salary: 3500 });
    assert.equal(titled.statusCode, 200, titled.body);
    assert.deepEqual(
      [
        titled.json().data.title,
        titled.json().data.modes,
        titled.json().data.district,
        titled.json().data.medium,
      ],
      ['Old request, renamed', [], null, null],
    );
    assertFieldError(
      await update(student, old.id, { class: '9' }),
      'modes',
      MATCHING_MESSAGES.modesRequired,
      'the class',
    );
    assertFieldError(
      await update(student, old.id, { modes: ['student_home'] }),
      'district',
      MATCHING_MESSAGES.locationRequired,
      'a mode without a place',
    );
    const complete = await update(student, old.id, {
      modes: ['student_home'],
      district: 'sylhet',
      medium: 'madrasa',
    });
    assert.equal(complete.statusCode, 200, complete.body);
    assert.deepEqual(
      [complete.json().data.division, complete.json().data.district, complete.json().data.medium],
      ['sylhet', 'sylhet', 'madrasa'],
    );
  });

  test('admin add-post keeps the same rules and stores the fields', async () => {
    const addPost = (fields: Record<string, unknown>) =>
      call('POST', '/admin/add-post', admin.token, {
        ...postBody,
        owner_id: teacher.id,
        owner: 'teacher',
        ...fields,
      });
    const before = await postCount();
    assertFieldError(
      await addPost({ modes: undefined }),
      'modes',
      MATCHING_MESSAGES.modesRequired,
      'no modes',
    );
    assertFieldError(
      await addPost({ district: 'atlantis' }),
      'district',
      MATCHING_MESSAGES.districtInvalid,
      'no such district',
    );
    assertFieldError(
      await addPost({ preferred_tutor_gender: 'male' }),
      'preferred_tutor_gender',
      MATCHING_MESSAGES.tutorGenderOnRequestsOnly,
      "a teacher's offer",
    );
    assert.equal(await postCount(), before);

    const added = await addPost({
      division: undefined,
      district: 'gazipur',
      area: null,
      modes: ['teacher_place'],
    });
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(
      [
        added.json().data.division,
        added.json().data.district,
        added.json().data.modes,
        added.json().data.medium,
      ],
      ['dhaka', 'gazipur', ['teacher_place'], 'bangla'],
    );
    const request = await addPost({ owner_id: student.id, owner: 'student', preferred_tutor_gender: 'male' });
    assert.equal(request.statusCode, 201, request.body);
    assert.equal(request.json().data.preferred_tutor_gender, 'male');
  });

  test('every post list carries the fields', async () => {
    const mine = await createOk(student, { preferred_tutor_gender: 'female' });
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/post/posts',
      headers: authHeader(student.token),
    });
    const listed = (list.json().data as Post[]).find((post) => post._id === mine._id);
    assert.deepEqual(listed && [listed.district, listed.area, listed.modes, listed.preferred_tutor_gender], [
      'dhaka',
      'dhanmondi',
      ['online', 'student_home'],
      'female',
    ]);
    const adminList = await t.request({
      method: 'GET',
      url: '/api/v1/admin/posts?limit=100',
      headers: authHeader(admin.token),
    });
    const inAdmin = (adminList.json().data as Post[]).find((post) => post._id === mine._id);
    assert.equal(inAdmin?.medium, 'bangla');
    assert.equal(inAdmin?.preferred_tutor_gender, 'female');
  });
});
