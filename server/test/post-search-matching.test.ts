import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { MATCHING_MESSAGES, postSearchQuery, type Post } from '@pathshala/shared-api/contract';
import { posts, type NewPostRow } from '../src/db/schema';
import { COMPRESSION_THRESHOLD } from '../src/http/compression';
import { explainSearch, searchPosts, type SearchSide } from '../src/modules/posts/search';
import {
  authHeader,
  decodedBody,
  forEachDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';

type Place = Pick<NewPostRow, 'division' | 'district' | 'area'>;
const place = (
  division: string | null,
  district: string | null = null,
  area: string | null = null,
): Place => ({
  division,
  district,
  area,
});

/**
 * Whether a plan, as EXPLAIN prints it, intersects with an index scan that reads a whole side of the open posts:
 * one with no condition of its own, or the owner's role alone (a partial index of the side's open posts).
 */
function intersectsWithWholeSide(plan: string): boolean {
  const lines = plan.split('\n');
  const indent = (line: string) => line.search(/\S/);
  return lines.some((line, at) => {
    if (!line.includes('BitmapAnd')) return false;
    const inputs: string[] = [];
    for (let next = at + 1; next < lines.length && indent(lines[next]!) > indent(line); next++) {
      if (!lines[next]!.includes('Bitmap Index Scan on')) continue;
      inputs.push(/^\s+Index Cond: (.*)$/.exec(lines[next + 1] ?? '')?.[1] ?? '');
    }
    return inputs.some(
      (condition) => condition === '' || /^\(owner_role = '\w+'::post_owner_role\)$/.test(condition),
    );
  });
}

forEachDatabase((kind) => {
  let t: TestApp;
  /** The same database behind an app whose read caches are on, as in production. */
  let cached: TestApp;
  let requester: Account;
  let maleTeacher: Account;
  let femaleTeacher: Account;
  let otherFemaleTeacher: Account;
  let unsaidTeacher: Account;
  let student: Account;
  let offerMale: Account;
  let offerFemale: Account;
  let offerUnsaid: Account;

  let minutesAgo = 0;
  /** Each post a minute older than the one before, so "newest" is the order they are added in. */
  async function addPost(owner: Account, role: 'student' | 'teacher', fields: Partial<NewPostRow>) {
    minutesAgo += 1;
    await t.database.db.insert(posts).values({
      ownerId: owner.id,
      ownerRole: role,
      title: 'Untitled',
      subtitle: 'Lessons',
      subject: 'General',
      class: '8',
      time: 'Any time',
      salary: 4000,
      description: 'Help wanted.',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...fields,
    });
  }

  /** Sets a profile through the API (a write: it also empties the read caches of `app`). */
  async function setProfile(account: Account, fields: Record<string, string>, app: TestApp = t) {
    const response = await app.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: authHeader(account.token),
      payload: fields,
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  before(async () => {
    t = await startTestApp(kind);
    cached = await startTestApp(kind, { database: t.database, env: { READ_CACHE_MS: '60000' } });
    requester = await signUpAs(t, 'student');
    maleTeacher = await signUpAs(t, 'teacher');
    femaleTeacher = await signUpAs(t, 'teacher');
    otherFemaleTeacher = await signUpAs(t, 'teacher');
    unsaidTeacher = await signUpAs(t, 'teacher');
    student = await signUpAs(t, 'student');
    offerMale = await signUpAs(t, 'teacher');
    offerFemale = await signUpAs(t, 'teacher');
    offerUnsaid = await signUpAs(t, 'teacher');
    await setProfile(maleTeacher, { gender: 'male' });
    await setProfile(femaleTeacher, { gender: 'female' });
    await setProfile(otherFemaleTeacher, { gender: 'female', district: 'chattogram', area: 'agrabad' });
    await setProfile(offerMale, { gender: 'male' });
    await setProfile(offerFemale, { gender: 'female' });

    // Students' requests, newest first.
    const request = (fields: Partial<NewPostRow>) => addPost(requester, 'student', fields);
    await request({
      title: 'R1 Dhanmondi',
      ...place('dhaka', 'dhaka', 'dhanmondi'),
      modes: ['student_home'],
      medium: 'bangla',
    });
    await request({
      title: 'R2 Mirpur wants a woman',
      ...place('dhaka', 'dhaka', 'mirpur'),
      modes: ['online', 'student_home'],
      medium: 'english_version',
      preferredTutorGender: 'female',
    });
    await request({
      title: 'R3 Gazipur wants a man',
      ...place('dhaka', 'gazipur'),
      modes: ['teacher_place'],
      medium: 'bangla',
      preferredTutorGender: 'male',
    });
    await request({
      title: 'R4 Agrabad',
      ...place('chattogram', 'chattogram', 'agrabad'),
      modes: ['online', 'teacher_place'],
      medium: 'madrasa',
    });
    await request({ title: 'R5 Online', modes: ['online'], medium: 'english' });
    await request({ title: 'R6 Old' });
    await request({
      title: 'R7 Dhanmondi older wants a woman',
      ...place('dhaka', 'dhaka', 'dhanmondi'),
      modes: ['teacher_place'],
      medium: 'bangla',
      preferredTutorGender: 'female',
    });
    // Teachers' offers.
    await addPost(offerMale, 'teacher', {
      title: 'O1 Male in Dhanmondi',
      ...place('dhaka', 'dhaka', 'dhanmondi'),
      modes: ['teacher_place'],
      medium: 'bangla',
    });
    await addPost(offerFemale, 'teacher', {
      title: 'O2 Female online',
      modes: ['online'],
      medium: 'english',
    });
    await addPost(offerUnsaid, 'teacher', {
      title: 'O3 Khulshi',
      ...place('chattogram', 'chattogram', 'khulshi'),
      modes: ['student_home'],
      medium: 'madrasa',
    });
  });
  after(async () => {
    await cached.close();
    await t.close();
  });

  const search = (
    side: SearchSide,
    query: string,
    token: string,
    app: TestApp = t,
    acceptEncoding?: string,
  ) =>
    app.request({
      method: 'GET',
      url: `/api/v1/post/${side}/search${query ? `?${query}` : ''}`,
      headers: { ...authHeader(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  /** The first word of each title a search finds (R1, O2…), in order. */
  async function found(side: SearchSide, query: string, who: Account, app: TestApp = t): Promise<string[]> {
    const response = await search(side, query, who.token, app);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as Post[]).map((post) => post.title.split(' ')[0] ?? '');
  }
  const forTeacher = (query: string, who: Account = femaleTeacher) => found('teacher', query, who);
  const forStudent = (query: string, who: Account = student) => found('student', query, who);

  test('a request preferring a female tutor never reaches a male teacher, and the other way round', async () => {
    assert.deepEqual(await forTeacher('', maleTeacher), ['R1', 'R3', 'R4', 'R5', 'R6']);
    assert.deepEqual(await forTeacher('', femaleTeacher), ['R1', 'R2', 'R4', 'R5', 'R6', 'R7']);
    // A teacher who has not given their gender sees only requests without a preference.
    assert.deepEqual(await forTeacher('', unsaidTeacher), ['R1', 'R4', 'R5', 'R6']);
    assert.deepEqual(await forTeacher('title=wants', maleTeacher), ['R3']);
    const response = await search('teacher', 'title=wants', femaleTeacher.token);
    assert.equal(response.json().meta.total, 2);
    const [r2] = response.json().data as Post[];
    assert.equal(r2?.preferred_tutor_gender, 'female');
  });

  test('place filters: division, district, an area of the district', async () => {
    assert.deepEqual(await forTeacher('division=dhaka'), ['R1', 'R2', 'R7']);
    assert.deepEqual(await forTeacher('division=Dhaka', maleTeacher), ['R1', 'R3']);
    assert.deepEqual(await forTeacher('district=dhaka'), ['R1', 'R2', 'R7']);
    assert.deepEqual(await forTeacher('district=gazipur', maleTeacher), ['R3']);
    assert.deepEqual(await forTeacher('district=gazipur'), []);
    assert.deepEqual(await forTeacher('district=dhaka&area=dhanmondi'), ['R1', 'R7']);
    assert.deepEqual(await forTeacher('division=chattogram'), ['R4']);
    assert.deepEqual(await forTeacher('district=atlantis'), []);
    assert.deepEqual(await forStudent('district=chattogram'), ['O3']);
  });

  test('mode matches posts offering any of them; medium is exact', async () => {
    assert.deepEqual(await forTeacher('mode=online'), ['R2', 'R4', 'R5']);
    assert.deepEqual(await forTeacher('mode=online,teacher_place'), ['R2', 'R4', 'R5', 'R7']);
    assert.deepEqual(await forTeacher('mode=teacher_place&mode=student_home'), ['R1', 'R2', 'R4', 'R7']);
    assert.deepEqual(await forTeacher('mode='), ['R1', 'R2', 'R4', 'R5', 'R6', 'R7']);
    assert.deepEqual(await forTeacher('medium=bangla'), ['R1', 'R7']);
    assert.deepEqual(await forTeacher('medium=madrasa'), ['R4']);
    assert.deepEqual(await forTeacher('district=dhaka&mode=online&medium=english_version'), ['R2']);
    assert.deepEqual(await forStudent('mode=online'), ['O2']);
    assert.deepEqual(await forStudent('medium=madrasa'), ['O3']);
  });

  test("tutor_gender finds teachers' offers by the teacher's gender", async () => {
    assert.deepEqual(await forStudent(''), ['O1', 'O2', 'O3']);
    assert.deepEqual(await forStudent('tutor_gender=male'), ['O1']);
    assert.deepEqual(await forStudent('tutor_gender=female'), ['O2']);
    assert.deepEqual(await forStudent('tutor_gender=female&mode=teacher_place'), []);
  });

  test('bad matching filters answer 400 naming the field', async () => {
    const cases: [SearchSide, string, string, string][] = [
      ['teacher', 'area=dhanmondi', 'area', MATCHING_MESSAGES.areaWithoutDistrict],
      ['teacher', 'district=dha%20ka', 'district', MATCHING_MESSAGES.districtInvalid],
      ['teacher', 'mode=bus', 'mode', MATCHING_MESSAGES.modeInvalid],
      ['teacher', 'medium=french', 'medium', MATCHING_MESSAGES.mediumInvalid],
      ['student', 'tutor_gender=other', 'tutor_gender', MATCHING_MESSAGES.genderInvalid],
    ];
    for (const [side, query, field, message] of cases) {
      const response = await search(side, query, (side === 'teacher' ? femaleTeacher : student).token);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.equal(response.json().message, message, query);
      assert.equal(Object.keys(response.json().errors)[0]?.split('.')[0], field, query);
    }
  });

  test("sort=nearest: the searcher's area, then district, then division, then the rest, newest first in each", async () => {
    await setProfile(femaleTeacher, { district: 'dhaka', area: 'dhanmondi' });
    await setProfile(maleTeacher, { district: 'dhaka', area: 'dhanmondi' });
    await setProfile(student, { district: 'chattogram', area: 'agrabad' });
    try {
      assert.deepEqual(await forTeacher('sort=nearest'), ['R1', 'R7', 'R2', 'R4', 'R5', 'R6']);
      assert.deepEqual(await forTeacher('sort=nearest', maleTeacher), ['R1', 'R3', 'R4', 'R5', 'R6']);
      assert.deepEqual(await forStudent('sort=nearest'), ['O3', 'O1', 'O2']);
      // Filters and pages as with any order; the total is the filter's.
      assert.deepEqual(await forTeacher('sort=nearest&mode=teacher_place'), ['R7', 'R4']);
      // A place filter that decides some of the searcher's places: the order among the matches is the same.
      assert.deepEqual(await forTeacher('sort=nearest&district=dhaka'), ['R1', 'R7', 'R2']);
      assert.deepEqual(await forTeacher('sort=nearest&division=dhaka'), ['R1', 'R7', 'R2']);
      assert.deepEqual(await forTeacher('sort=nearest&district=dhaka&area=dhanmondi'), ['R1', 'R7']);
      assert.deepEqual(await forTeacher('sort=nearest&district=gazipur', maleTeacher), ['R3']);
      assert.deepEqual(await forTeacher('sort=nearest&division=chattogram'), ['R4']);
      assert.deepEqual(await forStudent('sort=nearest&district=dhaka'), ['O1']);
      assert.deepEqual(await forStudent('sort=nearest&division=chattogram'), ['O3']);
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        const response = await search('teacher', `sort=nearest&limit=2&page=${page}`, femaleTeacher.token);
        assert.deepEqual(response.json().meta, { page, limit: 2, total: 6 });
        pages.push((response.json().data as Post[]).map((post) => post.title.split(' ')[0]));
      }
      assert.deepEqual(pages, [['R1', 'R7'], ['R2', 'R4'], ['R5', 'R6'], []]);
      // A division alone: that division first.
      await setProfile(unsaidTeacher, { division: 'chattogram' });
      assert.deepEqual(await forTeacher('sort=nearest', unsaidTeacher), ['R4', 'R1', 'R5', 'R6']);
      // No place on the profile: newest.
      await setProfile(unsaidTeacher, { division: '' });
      assert.deepEqual(await forTeacher('sort=nearest', unsaidTeacher), ['R1', 'R4', 'R5', 'R6']);
    } finally {
      for (const account of [femaleTeacher, maleTeacher, student])
        await setProfile(account, { division: '', district: '', area: '' });
    }
  });

  test('the read cache never hands one searcher what another may not see, nor another place’s nearest order', async () => {
    const signIn = async (account: Account) => ({
      ...account,
      token: (await cached.login(account.name, PASSWORD)).accessToken,
    });
    const [female, male, unsaid, otherFemale] = await Promise.all(
      [femaleTeacher, maleTeacher, unsaidTeacher, otherFemaleTeacher].map(signIn),
    );
    const inCache = (query: string, who: Account) => found('teacher', query, who, cached);
    for (let round = 0; round < 2; round += 1) {
      assert.deepEqual(await inCache('', female!), ['R1', 'R2', 'R4', 'R5', 'R6', 'R7']);
      assert.deepEqual(await inCache('', male!), ['R1', 'R3', 'R4', 'R5', 'R6']);
      assert.deepEqual(await inCache('', unsaid!), ['R1', 'R4', 'R5', 'R6']);
      // Both female: they share the page of `sort=newest`, never that of `sort=nearest`.
      assert.deepEqual(await inCache('', otherFemale!), ['R1', 'R2', 'R4', 'R5', 'R6', 'R7']);
      assert.deepEqual(await inCache('sort=nearest', otherFemale!), ['R4', 'R1', 'R2', 'R5', 'R6', 'R7']);
      assert.deepEqual(await inCache('sort=nearest', female!), ['R1', 'R2', 'R4', 'R5', 'R6', 'R7']);
    }
    assert.ok(cached.app.readCaches.search.size > 0, 'the pages were cached');
    // Each answer says whether the cache gave it (Server-Timing), as the bench counts.
    const cacheSays = async (query: string) =>
      (await search('teacher', query, female!.token, cached)).headers['server-timing'];
    assert.equal(await cacheSays('page=1&limit=3'), 'cache;desc=miss');
    assert.equal(await cacheSays('page=1&limit=3'), 'cache;desc=hit');
    // A page the cache gives goes out compressed as the client accepts (each coding made once), the same answer.
    const asked = (acceptEncoding?: string) => search('teacher', '', female!.token, cached, acceptEncoding);
    const plain = await asked();
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD, 'the page is worth compressing');
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'gzip'],
    ] as const) {
      const answer = await asked(acceptEncoding);
      assert.equal(answer.headers['server-timing'], 'cache;desc=hit', acceptEncoding);
      assert.equal(answer.headers['content-encoding'], coding);
      assert.match(String(answer.headers.vary), /accept-encoding/i);
      assert.deepEqual(JSON.parse(decodedBody(answer)), plain.json());
    }
    // Totals are shared by the pages and sorts of a search, never across genders.
    assert.ok(cached.app.readCaches.searchTotals.size > 0, 'the totals were cached');
    for (const [who, total] of [
      [female!, 6],
      [male!, 5],
      [unsaid!, 4],
    ] as const)
      for (const query of ['', 'sort=nearest', 'page=2&limit=2'])
        assert.equal((await search('teacher', query, who.token, cached)).json().meta.total, total, query);
    // A teacher who gives their gender sees what it lets them see at once (the profile write empties the cache).
    await setProfile(unsaid!, { gender: 'male' }, cached);
    try {
      assert.deepEqual(await inCache('', unsaid!), ['R1', 'R3', 'R4', 'R5', 'R6']);
    } finally {
      await setProfile(unsaid!, { gender: '' }, cached);
    }
  });

  // Adds many requests: after the tests that read exact lists.
  test('past the cap every gender counts the cap; below it each counts its own', async () => {
    await t.database.db.execute(sql`
      insert into posts (owner_id, owner_role, title, subtitle, subject, class, time, salary, description,
        modes, preferred_tutor_gender, created_at)
      select ${requester.id}, 'student', 'Many ' || g, 'sub', 'Many', '8', '17:00', 3000, 'desc', '{online}',
        case when g % 4 = 0 then 'female'::gender end, now() - interval '1 day' - (g || ' seconds')::interval
      from generate_series(1, 1400) g`);
    const signIn = async (account: Account) => ({
      ...account,
      token: (await cached.login(account.name, PASSWORD)).accessToken,
    });
    for (const app of [t, cached]) {
      const [female, male, unsaid] =
        app === t
          ? [femaleTeacher, maleTeacher, unsaidTeacher]
          : await Promise.all([femaleTeacher, maleTeacher, unsaidTeacher].map(signIn));
      const total = async (who: Account, query: string) =>
        (await search('teacher', query, who.token, app)).json().meta.total;
      // 1,050 of the 1,400 have no preference: past the cap for everyone.
      for (const who of [female!, male!, unsaid!]) assert.equal(await total(who, 'subject=many'), 1000);
      // Below the cap each gender counts its own: 111 titles hold "Many 13", a quarter of them (27) want a woman.
      assert.equal(await total(female!, 'subject=many&class=8&weekly_schedule=Sunday'), 0);
      assert.equal(await total(female!, 'mode=online&subject=many&title=Many%2013'), 111);
      assert.equal(await total(male!, 'mode=online&subject=many&title=Many%2013'), 84);
      assert.equal(await total(unsaid!, 'mode=online&subject=many&title=Many%2013'), 84);
    }
  });

  test('a keyword search sorted by salary or by place orders every match, few or past the cap', async () => {
    // 1,200 requests with a word of their own; the oldest pays most and is in the searcher's area.
    await t.database.db.execute(sql`
      insert into posts (owner_id, owner_role, title, subtitle, subject, class, time, salary, description,
        division, district, area, modes, created_at)
      select ${requester.id}, 'student', 'Zebra ' || g || case when g = 1200 then ' oldest' else '' end, 'sub',
        'Zoology', '8', '17:00', case when g = 1200 then 9000 else 4000 end, 'zebra crossing',
        case when g = 1200 then 'dhaka' end, case when g = 1200 then 'dhaka' end,
        case when g = 1200 then 'dhanmondi' end, '{online}', now() - interval '2 days' - (g || ' seconds')::interval
      from generate_series(1, 1200) g`);
    await setProfile(femaleTeacher, { district: 'dhaka', area: 'dhanmondi' });
    try {
      const searched = async (query: string, side: SearchSide = 'teacher') => {
        const response = await search(side, query, (side === 'teacher' ? femaleTeacher : student).token);
        assert.equal(response.statusCode, 200, response.body);
        const titles = (response.json().data as Post[]).map((post) => post.title);
        return { first: titles[0], count: titles.length, total: response.json().meta.total as number };
      };
      // Past the cap: the order is over every match, not only the newest the pager reaches.
      assert.deepEqual(await searched('q=zebra&sort=salary_desc'), {
        first: 'Zebra 1200 oldest',
        count: 20,
        total: 1000,
      });
      assert.deepEqual(await searched('q=zebra&sort=nearest'), {
        first: 'Zebra 1200 oldest',
        count: 20,
        total: 1000,
      });
      // Few matches: their page, their total, and nothing past them.
      assert.deepEqual(await searched('q=oldest&sort=salary_asc'), {
        first: 'Zebra 1200 oldest',
        count: 1,
        total: 1,
      });
      assert.deepEqual(await searched('q=oldest&sort=nearest&page=2'), {
        first: undefined,
        count: 0,
        total: 1,
      });
      // None on this side: teachers' offers do not hold the word.
      assert.deepEqual(await searched('q=zebra&sort=salary_asc', 'student'), {
        first: undefined,
        count: 0,
        total: 0,
      });
    } finally {
      await setProfile(femaleTeacher, { division: '', district: '', area: '' });
      await t.database.db.execute(sql`delete from posts where subject = 'Zoology'`);
    }
  });

  if (kind === 'postgres') {
    test('at scale the matching filters, keywords and sort=nearest read through indexes, not the whole posts table', async () => {
      await t.database.db.execute(sql`
        insert into posts (owner_id, owner_role, title, subtitle, subject, class, time, salary, description,
          division, district, area, modes, medium, preferred_tutor_gender, weekly_schedule, created_at)
        select case when g % 2 = 0 then ${requester.id}::uuid else ${offerMale.id}::uuid end,
          (case when g % 2 = 0 then 'student' else 'teacher' end)::post_owner_role,
          -- Zoology is a sixth of the posts, all students' requests; Botany a sixth, all teachers' offers.
          'Bulk ' || g, 'sub', case g % 6 when 0 then 'Zoology' when 1 then 'Botany' else 'Math' end,
          ((g % 12) + 1)::text, '17:00', (array[2000,3000,5000,8000,12000])[g % 5 + 1],
          'desc',
          (array['dhaka','dhaka','dhaka','chattogram','chattogram','sylhet','khulna','barishal'])[g % 8 + 1],
          (array['dhaka','dhaka','gazipur','chattogram','cumilla','sylhet','khulna','barishal'])[g % 8 + 1],
          case when g % 8 < 2 then (array['dhanmondi','mirpur','uttara','banani','gulshan'])[g % 5 + 1] end,
          case g % 3 when 0 then array['student_home'] when 1 then array['online']
            else array['student_home', 'teacher_place'] end,
          -- Madrasa is rare: one in forty.
          case when g % 40 = 5 then 'madrasa'::medium
            else (array['bangla','bangla','bangla','english_version','english'])[g % 5 + 1]::medium end,
          case when g % 10 = 0 then 'female'::gender end,
          -- Saturday is rare: one in forty.
          case when g % 40 = 7 then array['Saturday'] when g % 3 = 0 then array['Sunday', 'Tuesday']
            when g % 3 = 1 then array['Monday'] else array['Wednesday', 'Thursday'] end,
          now() - (g || ' seconds')::interval
        from generate_series(1, 60000) g`);
      // As autovacuum leaves them: the pages all-visible (so a walk may check posts from an index alone), the
      // statistics fresh.
      await t.database.db.execute(sql`vacuum analyze posts`);
      await t.database.db.execute(sql`analyze users`);
      // A female teacher or a student in Dhanmondi.
      const searcher = {
        gender: 'female' as const,
        location: { division: 'dhaka', district: 'dhaka', area: 'dhanmondi' },
      };
      const plan = (side: SearchSide, query: string) =>
        explainSearch(
          t.database.db,
          side,
          postSearchQuery.parse(Object.fromEntries(new URLSearchParams(query))),
          searcher,
        );
      // Selective filters (a rare place or medium) read that place's posts on its index, for the page and the
      // capped count alike: never the whole table. Broad ones (a mode, the tutor's gender, most posts match)
      // walk the newest-first index and stop at a page; their capped count may read the table in order until
      // it has counted enough, which the planner may do without an index.
      const cases: [SearchSide, string, RegExp, 'selective' | 'broad'][] = [
        // A place one post in eight is in: its own index, or the newest-first walk checking the place from
        // the index (which carries it), stopping at a page and at the count's cap.
        [
          'teacher',
          'district=khulna',
          /posts_open_district_idx|posts_open_area_idx|Index Only Scan using posts_role_status_created_at_id_idx/,
          'selective',
        ],
        ['teacher', 'district=dhaka&area=uttara', /posts_open_area_idx/, 'selective'],
        [
          'student',
          'division=barishal',
          /posts_open_division_idx|Index Only Scan using posts_role_status_created_at_id_idx/,
          'selective',
        ],
        ['student', 'medium=madrasa', /posts_open_medium_idx/, 'selective'],
        ['teacher', 'weekly_schedule=Saturday', /posts_open_days_idx/, 'selective'],
        ['student', 'weekly_schedule=Saturday&sort=salary_asc', /posts_open_days_idx/, 'selective'],
        ['teacher', 'mode=teacher_place', /posts_modes_idx|posts_role_status_created_at_id_idx/, 'broad'],
        ['student', 'tutor_gender=male', /posts_role_status_created_at_id_idx/, 'broad'],
        // Each tier on its own index, or (a broad one) on the newest-first walk that checks the place from the
        // index, each stopping at the page's depth.
        [
          'teacher',
          'sort=nearest',
          new RegExp(
            [
              'posts_open_area_idx',
              '(posts_open_district_idx|Index Only Scan using posts_role_status_created_at_id_idx)',
              '(posts_open_division_idx|Index Only Scan using posts_role_status_created_at_id_idx)',
            ].join('[\\s\\S]*'),
          ),
          'broad',
        ],
        ['student', 'sort=nearest&page=3', /posts_open_area_idx/, 'broad'],
        // By salary, the side's open posts in the page's own order (salary, then newest first), each checked
        // from the index: only the page's rows are read.
        ['student', 'sort=salary_asc', /Index Only Scan using posts_open_salary_asc_idx/, 'broad'],
        ['teacher', 'sort=salary_desc&page=2', /Index Only Scan using posts_open_salary_desc_idx/, 'broad'],
        [
          'teacher',
          'subject=mat&class=7&mode=online&sort=salary_asc&page=2',
          /Index Only Scan using posts_open_salary_asc_idx/,
          'broad',
        ],
        // Newest first, the same.
        [
          'teacher',
          'subject=mat&mode=student_home',
          /Index Only Scan using posts_role_status_created_at_id_idx/,
          'broad',
        ],
      ];
      for (const [side, query, index, breadth] of cases) {
        const explained = await plan(side, query);
        assert.match(explained, index, `${side} ${query}\n${explained}`);
        if (breadth === 'selective')
          assert.doesNotMatch(explained, /Seq Scan on posts/, `${side} ${query}\n${explained}`);
        // The page never sorts every match: a sort, if any, is of the bounded tier candidates (or of the page's
        // own rows, read by id after the walk: `posts`, where the walks read `posts_1` and on).
        assert.doesNotMatch(
          explained,
          /Sort Key: posts_\d+\.(created_at|salary)/,
          `${side} ${query}\n${explained}`,
        );
      }
      // A place filter that decides the searcher's district: no tier walks the district's posts for ones
      // outside it, of which there are none.
      const filtered = await plan('teacher', 'district=dhaka&sort=nearest');
      assert.match(filtered, /posts_open_area_idx/, filtered);
      assert.doesNotMatch(filtered, /\(district = 'dhaka'::text\) IS NOT TRUE/, filtered);
      // A keyword search reads the searched side's own text index, for its count and its page alike.
      const keyword = await plan('teacher', 'q=nowhere&sort=salary_asc');
      assert.match(keyword, /posts_open_requests_text_idx[\s\S]*posts_open_requests_text_idx/, keyword);
      assert.doesNotMatch(keyword, /posts_open_offers_text_idx/, keyword);
      // A subject's substring is looked up among the subjects, and its posts are read by their exact subject
      // from an index of the searched side's open posts alone (posts_open_subject_idx; for offers in a class,
      // posts_open_offers_pair_idx): a subject common on the other side (a sixth of all posts) is
      // not read for a side that has none of it, nor any post's subject checked for the substring.
      for (const [side, subject] of [
        ['teacher', 'botan'],
        ['student', 'zoolog'],
      ] as const) {
        const bySubject = await plan(side, `subject=${subject}&class=9`);
        assert.match(
          bySubject,
          /Index (Only )?Scan using posts_open_\w+_idx[^\n]*\n\s+Index Cond: [^\n]*\(\(lower\(subject\)\) = ANY/,
          bySubject,
        );
        assert.doesNotMatch(bySubject, /posts_subject_trgm_idx|Seq Scan on posts|~~\*/, bySubject);
        // Nor is the subject checked of each post a walk passes (the count's and the page's alike).
        assert.doesNotMatch(bySubject, /Filter: [^\n]*lower\(subject\)/, bySubject);
      }
      // A division filter that rules out the searcher's district and division: no tier at all.
      const elsewhere = await plan('teacher', 'division=chattogram&sort=nearest');
      assert.doesNotMatch(elsewhere, /district = 'dhaka'|division = 'dhaka'/, elsewhere);
      // A word in one offer in sixteen is read from the side's text index: its count, the candidates relevance
      // ranks, a page of few matches and a page by nearest alike, never through an intersection with a whole
      // index of the side's open posts (the text index holds those alone, so such an intersection leaves out
      // nothing). A word in every post is found by walking the side's posts newest first.
      await t.database.db.execute(sql`
        update posts set description = 'desc vocabulary grammar'
        where title like 'Bulk %' and (substring(title from 6)::int / 2) % 8 = 0`);
      await t.database.db.execute(sql`analyze posts`);
      for (const query of ['q=vocabulary&sort=relevance', 'q=vocabulary', 'q=vocabulary&sort=salary_asc']) {
        const explained = await plan('student', query);
        assert.match(explained, /posts_open_offers_text_idx/, `${query}\n${explained}`);
        assert.doesNotMatch(explained, /BitmapAnd/, `${query}\n${explained}`);
      }
      // A page by nearest may intersect the matches with a tier's place index, which narrows them; never with
      // a whole side. Two words that always come together are where the planner, taking them to be
      // independent, expects few matches and would read them from the text index in every tier.
      for (const query of ['q=vocabulary&sort=nearest', 'q=vocabulary grammar&sort=nearest']) {
        const explained = await plan('student', query);
        assert.match(explained, /posts_open_offers_text_idx/, `${query}\n${explained}`);
        assert.ok(!intersectsWithWholeSide(explained), `${query}\n${explained}`);
      }
      // However it is read, the page by nearest is the searcher's area's matches first, then their district's,
      // their division's and the rest, each newest first.
      const nearestFirst = await searchPosts(
        t.database.db,
        'student',
        postSearchQuery.parse({ q: 'vocabulary grammar', sort: 'nearest' }),
        searcher,
      );
      const tiersInOrder = await t.database.db
        .select({ id: posts.id })
        .from(posts)
        .where(
          sql`owner_role = 'teacher' and status = 'open' and not owner_removed
            and search_vector @@ to_tsquery('simple', 'vocabulary & grammar')`,
        )
        .orderBy(
          sql`case when district = 'dhaka' and area = 'dhanmondi' then 0 when district = 'dhaka' then 1
            when division = 'dhaka' then 2 else 3 end`,
          sql`created_at desc, id desc`,
        )
        .limit(20);
      assert.deepEqual(
        nearestFirst.posts.map((post) => post._id),
        tiersInOrder.map((row) => row.id),
      );
      const common = await plan('student', 'q=bulk&sort=relevance');
      assert.match(common, /Index Scan using posts_role_status_created_at_id_idx/, common);
      assert.doesNotMatch(common, /BitmapAnd/, common);
      // Relevance ranks its candidates from the rows it found them in, whether walked or read from the text
      // index: only the page's own posts are looked up by id, never every candidate a second time.
      for (const explained of [common, await plan('student', 'q=vocabulary&sort=relevance')])
        assert.equal(explained.match(/using posts_pkey on posts/g)?.length, 1, explained);
    });
  }
});
