/**
 * `pnpm --filter @pathshala/server grow-data -- --posts 100000`
 * Grows the database the server would use (DATABASE_URL or DATA_DIR) to at least that many posts with
 * synthetic but realistic teacher offers and student requests, for benchmarks and load tests. Each closed
 * post also becomes a running batch with its members, open posts carry the interest people have shown in them
 * (an offer's students, a request's teachers), and every post leaves its owner a notification, so the per-user
 * lists (batches, notifications, dashboards) are as deep as the posts are many. Applies the
 * migrations first. Run it while the server is stopped when the database is embedded (PGlite is
 * single-process). The synthetic owners are `grow_t<n>` teachers and `grow_s<n>` students (emails
 * @grow.pathshala.test, one shared password: random unless --password names it, as the bench does to sign
 * them in); they are created once and reused. Posts and profiles say where (most in Dhaka and Chattogram),
 * how (some online only) and in which medium, requests sometimes prefer a tutor's gender and most teachers
 * give theirs; one post in twelve is as old posts are, without any of it. Then the first 50 synthetic students
 * each study in ten batches (the bench reads their calendars, boards and materials, which are filled with a
 * term's worth of links and messages) and every batch's classes are written ahead, as the server's scheduler
 * would do on start. Deterministic for a given --seed and starting post count.
 */
import { parseArgs } from 'node:util';
import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import {
  CLASS_OPTIONS,
  CLASSES_WITH_MEDIUM,
  TEACHING_MODES,
  WEEKDAYS,
  type Gender,
  type Medium,
  type TeachingMode,
  type Weekday,
} from '@pathshala/shared-api/contract';
import { findDistrict, findDivision } from '@pathshala/shared-api/contract/places';
import { ConfigError, loadStorageConfig } from '../config';
import { openDatabase, type Db } from '../db';
import { bufferFit, describeBufferFit } from '../db/buffer-fit';
import {
  batches,
  batchMaterials,
  batchMembers,
  boardMessages,
  notifications,
  postInterests,
  posts,
  users,
  type NewPostRow,
  type NewUserRow,
} from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { offerCapacity } from '../modules/batches/from-post';
import { planDueBatches } from '../modules/schedule/plan';

const USAGE = `Usage: grow-data --posts <total> [--teachers <n>] [--students <n>] [--seed <n>] [--chunk <rows>]
                 [--password <synthetic users' password>]
Inserts posts until the database holds <total> posts (existing posts count).`;

const SUBJECTS = [
  'Physics',
  'Chemistry',
  'Higher Math',
  'General Math',
  'English',
  'Bangla',
  'ICT',
  'Biology',
  'Accounting',
  'Finance',
  'Economics',
  'Business Studies',
  'Religion',
  'Arabic',
  'General Science',
  'Statistics',
];
const CLASSES = CLASS_OPTIONS.map((option) => option.value);
const AREAS = [
  'Dhanmondi',
  'Mirpur',
  'Mohammadpur',
  'Uttara',
  'Gulshan',
  'Banani',
  'Bashundhara',
  'Motijheel',
  'Farmgate',
  'Shyamoli',
  'Lalbagh',
  'Agrabad',
  'Nasirabad',
  'Zindabazar',
  'Rajshahi',
  'Khulna',
  'Sylhet',
  'Cumilla',
];
const EXAMS = ['SSC', 'HSC', 'JSC', 'PEC', 'O Level', 'A Level', 'Admission', 'Board'];
const TOPICS = [
  'algebra',
  'geometry',
  'trigonometry',
  'calculus',
  'vectors',
  'mechanics',
  'optics',
  'electricity',
  'organic',
  'inorganic',
  'stoichiometry',
  'grammar',
  'composition',
  'vocabulary',
  'literature',
  'poetry',
  'programming',
  'networking',
  'genetics',
  'botany',
  'zoology',
  'ledger',
  'balance',
  'journal',
  'probability',
  'essay',
];
const STYLES = ['home tuition', 'online classes', 'small batch', 'one-to-one', 'coaching', 'crash course'];
const TEACHER_TITLES = [
  '{exam} {subject} {style}',
  'Experienced {subject} tutor for class {class}',
  '{subject} made easy: {topic} and {topic}',
  '{style} in {area} for {subject}',
  'BUET graduate teaches {subject}',
  'DU student offers {subject} {style}',
];
const STUDENT_TITLES = [
  'Need a {subject} tutor in {area}',
  'Looking for {subject} teacher, class {class}',
  '{exam} {subject} help wanted',
  'Want {style} for {subject} {topic}',
  'Tutor needed for {subject} and {subject}',
];
const SUBTITLES = [
  '{topic}, {topic} and model tests',
  'Concepts, numericals and board preparation',
  'Weekly tests with {exam} questions',
  'Patient teaching, {style}',
  'Focus on {topic} for class {class}',
];
const DESCRIPTIONS = [
  'Classes near {area} or online. We cover {topic} and {topic} with regular tests before the {exam} exam.',
  'I am looking for a patient tutor who explains {topic} clearly. Prefer {style} in {area}.',
  'Experienced with {exam} syllabus, {subject} {topic} and past questions. {style} available.',
  'Evening {style} in {area}. Notes, homework help and monthly progress reports on {topic}.',
  'Two or three days a week. Strong in {topic}; parents can call before the first class.',
];
const TIMES = [
  '7:00 AM',
  '8:00 AM',
  '10:00 AM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
  '8:00 PM',
];
const FIRST_NAMES = [
  'Rahim',
  'Karim',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Sadia',
  'Arif',
  'Mitu',
  'Rafi',
  'Jannat',
];
const LAST_NAMES = ['Uddin', 'Hossain', 'Islam', 'Ahmed', 'Akter', 'Begum', 'Chowdhury', 'Sarkar', 'Khan'];

/** A small seeded PRNG (mulberry32): the same seed grows the same data. */
function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

function fill(template: string, random: Rng, fixed: { subject: string; class: string }): string {
  let subjects = 0;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'subject':
        // The post's own subject first; a second one ("Physics and Chemistry") is any other.
        subjects += 1;
        return subjects === 1 ? fixed.subject : random.pick(SUBJECTS);
      case 'class':
        return fixed.class;
      case 'exam':
        return random.pick(EXAMS);
      case 'topic':
        return random.pick(TOPICS);
      case 'area':
        return random.pick(AREAS);
      case 'style':
        return random.pick(STYLES);
      default:
        return key;
    }
  });
}

function schedule(random: Rng): Weekday[] {
  const days = random.int(1, 5);
  const chosen = new Set<Weekday>();
  while (chosen.size < days) chosen.add(random.pick(WEEKDAYS));
  return WEEKDAYS.filter((day) => chosen.has(day));
}

const DAY_MS = 24 * 3600 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** Where tuition is asked for and offered: most in Dhaka and Chattogram, mostly in their city districts. */
const DIVISION_WEIGHTS: [string, number][] = [
  ['dhaka', 50],
  ['chattogram', 22],
  ['rajshahi', 6],
  ['khulna', 6],
  ['sylhet', 5],
  ['rangpur', 4],
  ['mymensingh', 4],
  ['barishal', 3],
];
/** A division's city district, where most of its tuition is. */
const CITY_DISTRICT: Record<string, string> = {
  dhaka: 'dhaka',
  chattogram: 'chattogram',
  rajshahi: 'rajshahi',
  khulna: 'khulna',
  sylhet: 'sylhet',
  rangpur: 'rangpur',
  mymensingh: 'mymensingh',
  barishal: 'barishal',
};
/** The busiest areas of the two big cities: half of their posts. */
const POPULAR_AREAS: Record<string, string[]> = {
  dhaka: ['dhanmondi', 'mirpur', 'mohammadpur', 'uttara', 'gulshan', 'banani', 'bashundhara', 'motijheel'],
  chattogram: ['agrabad', 'nasirabad', 'khulshi', 'panchlaish', 'halishahar', 'chawkbazar'],
};

function weighted<T>(random: Rng, choices: readonly [T, number][]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [choice, weight] of choices) {
    roll -= weight;
    if (roll < 0) return choice;
  }
  return (choices[choices.length - 1] as [T, number])[0];
}

function place(random: Rng): { division: string; district: string; area: string | null } {
  const division = weighted(random, DIVISION_WEIGHTS);
  const districts = findDivision(division)?.districts ?? [];
  const city = CITY_DISTRICT[division] ?? '';
  const district =
    random.next() < (division === 'dhaka' || division === 'chattogram' ? 0.75 : 0.6) || districts.length === 0
      ? city
      : random.pick(districts).id;
  const popular = POPULAR_AREAS[district];
  const areas = findDistrict(district)?.district.areas ?? [];
  // One in ten says the district only.
  const area =
    random.next() < 0.1 || areas.length === 0
      ? null
      : popular && random.next() < 0.5
        ? random.pick(popular)
        : random.pick(areas).id;
  return { division, district, area };
}

const SCHOOL_MEDIUMS: [Medium, number][] = [
  ['bangla', 60],
  ['english_version', 20],
  ['english', 12],
  ['madrasa', 8],
];

/**
 * Where, how and in which medium a post is (or a profile says): one in ten online only (no place); a school
 * class always has a medium, a university one rarely.
 */
function matching(random: Rng, klass: string) {
  const onlineOnly = random.next() < 0.1;
  const modes = new Set<TeachingMode>(onlineOnly ? ['online'] : []);
  if (!onlineOnly) {
    if (random.next() < 0.7) modes.add('student_home');
    if (random.next() < 0.45) modes.add('online');
    if (random.next() < 0.3) modes.add('teacher_place');
    if (modes.size === 0) modes.add('student_home');
  }
  const school = CLASSES_WITH_MEDIUM.includes(klass);
  return {
    ...(onlineOnly ? { division: null, district: null, area: null } : place(random)),
    modes: TEACHING_MODES.filter((mode) => modes.has(mode)),
    medium: school || random.next() < 0.3 ? weighted(random, SCHOOL_MEDIUMS) : null,
  };
}

/** Posts from before posts said where and how: no place, no modes, no medium. */
const UNMATCHED = { division: null, district: null, area: null, modes: [], medium: null };

function syntheticPost(random: Rng, owner: { id: string; role: 'teacher' | 'student' }, now: number) {
  const subject = random.pick(SUBJECTS);
  const klass = random.pick(CLASSES);
  const fixed = { subject, class: klass };
  const isBatch = random.next() < 0.3;
  const roll = random.next();
  const createdAt = new Date(now - Math.floor(random.next() * YEAR_MS));
  return {
    ownerId: owner.id,
    ownerRole: owner.role,
    title: fill(random.pick(owner.role === 'teacher' ? TEACHER_TITLES : STUDENT_TITLES), random, fixed),
    subtitle: fill(random.pick(SUBTITLES), random, fixed),
    subject,
    class: klass,
    time: random.pick(TIMES),
    salary: random.int(10, 200) * 100,
    weeklySchedule: schedule(random),
    description: fill(random.pick(DESCRIPTIONS), random, fixed),
    isContinuous: random.next() < 0.6,
    isBatch,
    maxSize: isBatch ? random.int(2, 12) : null,
    // One in twelve is older than the matching fields.
    ...(random.next() < 0.08 ? UNMATCHED : matching(random, klass)),
    // A request may want a female (more often) or a male tutor.
    preferredTutorGender:
      owner.role === 'student'
        ? weighted<Gender | null>(random, [
            [null, 77],
            ['female', 15],
            ['male', 8],
          ])
        : null,
    status: roll < 0.85 ? 'open' : roll < 0.97 ? 'closed' : 'removed',
    createdAt,
    updatedAt: createdAt,
  } satisfies NewPostRow;
}

type Owner = { id: string; role: 'teacher' | 'student' };

/** Creates the missing synthetic owners and answers all their ids by role. */
async function ensureOwners(db: Db, teachers: number, students: number, password: string) {
  const passwordHash = await hashPassword(password);
  // Profiles say where and how as posts do (for sort=nearest and the dashboards); most teachers their gender.
  const random = rng(7);
  const wanted: NewUserRow[] = [];
  for (const [role, prefix, total] of [
    ['teacher', 'grow_t', teachers],
    ['student', 'grow_s', students],
  ] as const) {
    for (let n = 1; n <= total; n += 1) {
      const username = `${prefix}${n}`;
      wanted.push({
        username,
        email: `${username}@grow.pathshala.test`,
        firstname: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Grow',
        lastname: LAST_NAMES[n % LAST_NAMES.length] ?? 'User',
        role,
        passwordHash,
        gender:
          role === 'teacher'
            ? weighted<Gender | null>(random, [
                ['male', 55],
                ['female', 40],
                [null, 5],
              ])
            : null,
        ...(random.next() < 0.15 ? UNMATCHED : matching(random, random.pick(CLASSES))),
      });
    }
  }
  for (let start = 0; start < wanted.length; start += 1000) {
    await db
      .insert(users)
      .values(wanted.slice(start, start + 1000))
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(like(users.username, 'grow\\_%'));
  const owners = rows.filter((row): row is Owner => row.role === 'teacher' || row.role === 'student');
  return owners.sort((a, b) => a.id.localeCompare(b.id));
}

const NOTICES = [
  (title: string) => `Someone showed interest in your post "${title}"`,
  (title: string) => `Your post "${title}" was updated`,
  (title: string) => `A new batch was created from "${title}"`,
];

type Interest = Pick<typeof postInterests.$inferInsert, 'userId' | 'role'>;

/**
 * Who has shown interest in an open post so far: an offer's students (fewer than its seats, or it would have
 * become a batch; a one-seat offer none), a request's teachers (none to four) and now and then a second student
 * who wants to study with the requester.
 */
function openInterests(
  random: Rng,
  row: ReturnType<typeof syntheticPost>,
  teachers: Owner[],
  students: Owner[],
) {
  const chosen = new Map<string, Interest>();
  const add = (count: number, from: Owner[]) => {
    while (chosen.size < count) {
      const { id, role } = random.pick(from);
      if (id !== row.ownerId) chosen.set(id, { userId: id, role });
    }
  };
  if (row.ownerRole === 'teacher') {
    add(Math.min(offerCapacity(row) - 1, weighted(random, INTEREST_COUNTS)), students);
  } else {
    add(weighted(random, INTEREST_COUNTS), teachers);
    if (random.next() < 0.1) add(chosen.size + 1, students);
  }
  return [...chosen.values()];
}

/** How many people have shown interest in an open post, and how often. */
const INTEREST_COUNTS: [number, number][] = [
  [0, 35],
  [1, 30],
  [2, 18],
  [3, 10],
  [4, 7],
];

/**
 * What a chunk of posts leaves behind once people used them: every closed post became a batch (a
 * teacher's offer with its owner teaching and up to five students; a student's request with a teacher),
 * from the interests that filled it; open posts carry the interests shown so far (openInterests); and each
 * owner got a notification about their post, a third of them read.
 */
function aftermath(
  random: Rng,
  inserted: { id: string; row: ReturnType<typeof syntheticPost> }[],
  teachers: Owner[],
  students: Owner[],
  now: number,
) {
  const batchRows: (typeof batches.$inferInsert)[] = [];
  const memberRows: { batchIndex: number; userId: string }[] = [];
  const noticeRows: (typeof notifications.$inferInsert)[] = [];
  const interestRows: (typeof postInterests.$inferInsert)[] = [];
  const interested = (postId: string, createdAt: Date, interests: Interest[]) => {
    for (const interest of interests) {
      const shown = createdAt.getTime() + random.next() * Math.min(now - createdAt.getTime(), 14 * DAY_MS);
      interestRows.push({ postId, ...interest, createdAt: new Date(shown) });
    }
  };
  for (const { id, row } of inserted) {
    const {
      ownerId,
      ownerRole,
      status,
      createdAt,
      updatedAt,
      // A batch keeps the tuition, not where or how it was searched for.
      division: _division,
      district: _district,
      area: _area,
      modes: _modes,
      medium: _medium,
      preferredTutorGender: _gender,
      ...tuition
    } = row;
    noticeRows.push({
      userId: ownerId,
      message: random.pick(NOTICES)(row.title),
      isRead: random.next() < 0.33,
      createdAt,
    });
    if (status === 'open') interested(id, createdAt, openInterests(random, row, teachers, students));
    if (status !== 'closed') continue;
    const teacherId = ownerRole === 'teacher' ? ownerId : random.pick(teachers).id;
    const batchIndex =
      batchRows.push({ ...tuition, ownerId, teacherId, postId: id, createdAt, updatedAt }) - 1;
    const members = new Set(ownerRole === 'student' ? [ownerId] : []);
    const wanted = Math.min(row.maxSize ?? 1, random.int(1, 5));
    while (members.size < wanted) members.add(random.pick(students).id);
    for (const userId of members) memberRows.push({ batchIndex, userId });
    interested(
      id,
      createdAt,
      ownerRole === 'teacher'
        ? [...members].map((userId) => ({ userId, role: 'student' }))
        : [{ userId: teacherId, role: 'teacher' }],
    );
  }
  return { batchRows, memberRows, noticeRows, interestRows };
}

export async function growPosts(
  db: Db,
  options: {
    posts: number;
    teachers: number;
    students: number;
    seed: number;
    chunk: number;
    password?: string;
  },
  log: (line: string) => void = () => undefined,
): Promise<{ before: number; inserted: number }> {
  const [counted] = await db.select({ value: count() }).from(posts);
  const before = counted?.value ?? 0;
  const missing = Math.max(0, options.posts - before);
  if (missing === 0) return { before, inserted: 0 };
  const password = options.password ?? `grow-${Math.random()}-A1`;
  const owners = await ensureOwners(db, options.teachers, options.students, password);
  const teachers = owners.filter((owner) => owner.role === 'teacher');
  const students = owners.filter((owner) => owner.role === 'student');
  const random = rng(options.seed + before);
  const now = Date.now();
  // Several chunks per transaction: fewer commits, still bounded memory.
  const perTransaction = options.chunk * 10;
  let inserted = 0;
  while (inserted < missing) {
    const batchEnd = Math.min(missing, inserted + perTransaction);
    await db.transaction(async (tx) => {
      while (inserted < batchEnd) {
        const size = Math.min(options.chunk, batchEnd - inserted);
        const rows = Array.from({ length: size }, () => syntheticPost(random, random.pick(owners), now));
        const ids = await tx.insert(posts).values(rows).returning({ id: posts.id });
        const grown = aftermath(
          random,
          ids.map(({ id }, index) => ({ id, row: rows[index] as (typeof rows)[number] })),
          teachers,
          students,
          now,
        );
        await tx.insert(notifications).values(grown.noticeRows);
        if (grown.interestRows.length > 0) await tx.insert(postInterests).values(grown.interestRows);
        if (grown.batchRows.length > 0) {
          const batchIds = await tx.insert(batches).values(grown.batchRows).returning({ id: batches.id });
          await tx.insert(batchMembers).values(
            grown.memberRows.map(({ batchIndex, userId }) => ({
              batchId: (batchIds[batchIndex] as { id: string }).id,
              userId,
            })),
          );
        }
        inserted += size;
      }
    });
    log(`  ${before + inserted} posts`);
  }
  return { before, inserted };
}

/** Batches each calendar person studies in: the bench reads the calendar of a student with ten batches. */
export const CALENDAR_BATCHES = 10;

/**
 * The first `people` synthetic students (those the bench signs in) each join live batches until they study in
 * CALENDAR_BATCHES, so their calendars are as full as a busy student's.
 */
async function fillCalendars(db: Db, people: number, seed: number): Promise<void> {
  const random = rng(seed);
  const usernames = Array.from({ length: people }, (_, n) => `grow_s${n + 1}`);
  const students = await db.select({ id: users.id }).from(users).where(inArray(users.username, usernames));
  const live = await db.select({ id: batches.id }).from(batches).where(isNull(batches.deletedAt)).limit(5000);
  if (live.length < CALENDAR_BATCHES) return;
  for (const { id: userId } of students) {
    const joined = await db
      .select({ batchId: batchMembers.batchId })
      .from(batchMembers)
      .innerJoin(batches, eq(batches.id, batchMembers.batchId))
      .where(and(eq(batchMembers.userId, userId), isNull(batches.deletedAt)));
    const mine = new Set(joined.map((row) => row.batchId));
    while (mine.size < CALENDAR_BATCHES) {
      const batchId = random.pick(live).id;
      if (mine.has(batchId)) continue;
      mine.add(batchId);
      await db.insert(batchMembers).values({ batchId, userId }).onConflictDoNothing();
    }
  }
}

/** What each busy student's batches hold: the bench reads their boards and materials. */
export const CLASSROOM_FILL = { materials: 40, messages: 300 } as const;

/**
 * The batches of the first `people` synthetic students (the bench signs them in) get a term's worth of shared
 * links and board messages, written by their teachers and students; a batch that has some already is left.
 */
async function fillClassrooms(db: Db, people: number, seed: number): Promise<void> {
  const random = rng(seed + 1);
  const usernames = Array.from({ length: people }, (_, n) => `grow_s${n + 1}`);
  const rows = await db
    .selectDistinct({ batchId: batches.id, teacherId: batches.teacherId })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(and(inArray(users.username, usernames), isNull(batches.deletedAt)));
  const now = Date.now();
  for (const { batchId, teacherId } of rows) {
    const [had] = await db
      .select({ id: boardMessages.id })
      .from(boardMessages)
      .where(eq(boardMessages.batchId, batchId))
      .limit(1);
    if (had) continue;
    const members = await db
      .select({ userId: batchMembers.userId })
      .from(batchMembers)
      .where(eq(batchMembers.batchId, batchId));
    const voices = [teacherId, ...members.map((member) => member.userId)];
    const ago = (n: number, of: number) => new Date(now - (of - n) * 3_600_000);
    await db.insert(batchMaterials).values(
      Array.from({ length: CLASSROOM_FILL.materials }, (_, n) => ({
        batchId,
        uploaderId: teacherId,
        title: `Chapter ${n + 1} notes`,
        url: `https://example.org/notes/${batchId}/${n + 1}`,
        createdAt: ago(n * 12, CLASSROOM_FILL.materials * 12),
      })),
    );
    await db.insert(boardMessages).values(
      Array.from({ length: CLASSROOM_FILL.messages }, (_, n) => ({
        batchId,
        authorId: random.pick(voices),
        body: random.pick(BOARD_LINES),
        createdAt: ago(n, CLASSROOM_FILL.messages),
      })),
    );
  }
}

const BOARD_LINES = [
  'Will tomorrow’s class start on time?',
  'I uploaded the notes for chapter 4 under Materials.',
  'Please bring your calculators on Thursday.',
  'Can we go over question 7 again next class?',
  'The model test is on Sunday, chapters 3 to 5.',
  'Thank you, sir!',
  'Here is a good video on this: https://example.org/video/42',
  'Sorry, I will be 10 minutes late today.',
];

/**
 * What the grown data leaves for the server and the database to do, done now: busy students' calendars filled,
 * every batch's classes written ahead (as the server's scheduler would on start), and every table vacuumed with
 * its statistics fresh (as autovacuum, or the embedded database's vacuum, would soon after a bulk load), so that
 * the indexes' visibility maps let a walk read the index alone.
 */
async function settle(db: Db, seed: number, log: (line: string) => void): Promise<void> {
  await fillCalendars(db, 50, seed);
  await fillClassrooms(db, 50, seed);
  let planned = 0;
  for (let round; (round = await planDueBatches(db, new Date(), 500)) > 0;) planned += round;
  if (planned > 0) log(`  classes planned for ${planned} batches`);
  await db.execute(sql`vacuum (analyze)`);
}

async function runGrowData(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        posts: { type: 'string' },
        teachers: { type: 'string', default: '2000' },
        students: { type: 'string', default: '8000' },
        seed: { type: 'string', default: '42' },
        chunk: { type: 'string', default: '1000' },
        password: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const numbers = {
    posts: Number(values.posts),
    teachers: Number(values.teachers),
    students: Number(values.students),
    seed: Number(values.seed),
    chunk: Number(values.chunk),
  };
  const bad = Object.entries(numbers).find(
    ([name, value]) => !Number.isInteger(value) || value < (name === 'seed' || name === 'posts' ? 0 : 1),
  );
  if (values.posts === undefined || bad) {
    console.error(`${bad ? `--${bad[0]} must be a whole number` : '--posts is required'}\n${USAGE}`);
    return 1;
  }
  // Multi-row INSERTs are bounded by PostgreSQL's 65535 bind parameters (22 columns a row).
  numbers.chunk = Math.min(numbers.chunk, 2500);

  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase(loadStorageConfig(process.env).database);
    await database.migrate();
    const started = Date.now();
    const log = values.quiet ? undefined : console.log;
    const result = await growPosts(database.db, { ...numbers, password: values.password }, log);
    await settle(database.db, numbers.seed, log ?? (() => undefined));
    console.log(
      `Posts: ${result.before} before, ${result.inserted} inserted in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (database.driver === 'postgres') console.log(describeBufferFit(await bufferFit(database.db)));
    return 0;
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `grow-data failed: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await database?.close();
  }
}

runGrowData(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
