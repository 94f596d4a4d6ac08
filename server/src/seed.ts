import { count, eq } from 'drizzle-orm';
import type { Gender, Role } from '@pathshala/shared-api/contract';
import type { Config } from './config';
import type { SecretBox } from './crypto';
import type { Database, Db, Tx } from './db';
import {
  attendance,
  batches,
  batchMembers,
  classSessions,
  postInterests,
  posts,
  ratings,
  reports,
  users,
  type BatchRow,
  type NewUserRow,
} from './db/schema';
import { hashPassword } from './modules/auth/passwords';
import { addDays, classMoments, dhakaDate } from './modules/schedule/dhaka';
import { planNewBatch } from './modules/schedule/plan';
import { insertAccount, takenFields } from './modules/users/accounts';
import { seedClassroom } from './seed-classroom';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Pathshala2026';

const DEMO_STORE = { storeId: 'demo_store', storePassword: 'demo_store_pass' };

/** Where a demo user or post is, how it is taught and in which medium (dataset ids, DESIGN §6.14). */
type Matching = Pick<NewUserRow, 'division' | 'district' | 'area' | 'modes' | 'medium'>;

interface DemoUser {
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
  /** A teacher's; requests may prefer one. */
  gender?: Gender;
  matching?: Matching;
}

const inDhaka = (area: string): Matching => ({ division: 'dhaka', district: 'dhaka', area });

/** The demo accounts (emails are <username>@pathshala.test); teachers get the demo SSLCommerz store. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', firstname: 'Ayesha', lastname: 'Rahman', role: 'admin' },
  {
    username: 'rahim',
    firstname: 'Rahim',
    lastname: 'Uddin',
    role: 'teacher',
    gender: 'male',
    matching: { ...inDhaka('dhanmondi'), modes: ['online', 'teacher_place'], medium: 'bangla' },
  },
  {
    username: 'karima',
    firstname: 'Karima',
    lastname: 'Begum',
    role: 'teacher',
    gender: 'female',
    matching: { ...inDhaka('mirpur'), modes: ['online', 'student_home'], medium: 'english_version' },
  },
  {
    username: 'nusrat',
    firstname: 'Nusrat',
    lastname: 'Jahan',
    role: 'student',
    matching: { ...inDhaka('mohammadpur'), modes: ['online', 'student_home'], medium: 'bangla' },
  },
  {
    username: 'tanvir',
    firstname: 'Tanvir',
    lastname: 'Ahmed',
    role: 'student',
    matching: {
      division: 'chattogram',
      district: 'chattogram',
      area: 'nasirabad',
      modes: ['online'],
      medium: 'english_version',
    },
  },
  {
    username: 'farhana',
    firstname: 'Farhana',
    lastname: 'Akter',
    role: 'student',
    matching: { ...inDhaka('dhanmondi'), modes: ['online', 'teacher_place'], medium: 'bangla' },
  },
];

export const demoEmail = (username: string) => `${username}@pathshala.test`;

async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/** SEED_DEMO: 'true' forces, 'false' disables, unset seeds an embedded database that has no users. */
export async function shouldSeedDemo(config: Pick<Config, 'seedDemo'>, database: Database): Promise<boolean> {
  if (config.seedDemo !== 'auto') return config.seedDemo;
  return database.driver === 'pglite' && (await userCount(database.db)) === 0;
}

/**
 * Inserts the demo data in one transaction. Idempotent: an account whose username or email is already
 * in use is left alone. Returns the usernames created.
 */
export async function seedDemo(db: Db, secretBox: SecretBox, now = new Date()): Promise<string[]> {
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    const created: string[] = [];
    const ids = new Map<string, string>();
    for (const [index, user] of DEMO_USERS.entries()) {
      const email = demoEmail(user.username);
      const taken = await takenFields(tx, user.username, email);
      if (Object.keys(taken).length > 0) continue;
      const store =
        user.role === 'teacher'
          ? {
              storeId: DEMO_STORE.storeId,
              storePasswordEncrypted: secretBox.encrypt(DEMO_STORE.storePassword),
            }
          : undefined;
      const { gender, matching, ...names } = user;
      const account = await insertAccount(
        tx,
        { ...names, email, store },
        passwordHashes[index] ?? (await hashPassword(DEMO_PASSWORD)),
      );
      if (gender || matching)
        await tx
          .update(users)
          .set({ gender, ...matching })
          .where(eq(users.id, account.id));
      created.push(user.username);
      ids.set(user.username, account.id);
    }
    if (created.length === DEMO_USERS.length)
      await seedMarketplace(tx, (username) => ids.get(username) ?? '', now);
    return created;
  });
}

/**
 * Two teacher offers, two student requests with interest shown, and one request already matched into a batch
 * three weeks ago, whose classes since were held with attendance kept, with its materials, homework and board.
 */
async function seedMarketplace(tx: Tx, id: (username: string) => string, now: Date): Promise<void> {
  const common = { isContinuous: true };
  const [physics, english, maths, chemistry] = await tx
    .insert(posts)
    .values([
      {
        ...common,
        ownerId: id('rahim'),
        ownerRole: 'teacher',
        title: 'SSC Physics batch',
        subtitle: 'Concepts, numericals and board preparation',
        subject: 'Physics',
        class: '10',
        time: '6:00 PM',
        salary: 3500,
        weeklySchedule: ['Sunday', 'Tuesday', 'Thursday'],
        description: 'Small evening batch in Dhanmondi or online. Weekly tests and model questions.',
        isBatch: true,
        maxSize: 4,
        ...inDhaka('dhanmondi'),
        modes: ['online', 'teacher_place'],
        medium: 'bangla',
      },
      {
        ...common,
        ownerId: id('karima'),
        ownerRole: 'teacher',
        title: 'Spoken and written English',
        subtitle: 'Grammar, composition and speaking practice',
        subject: 'English',
        class: '8',
        time: '4:00 PM',
        salary: 4000,
        weeklySchedule: ['Monday', 'Wednesday'],
        description: 'One-to-one lessons at your home in Mirpur, or online.',
        ...inDhaka('mirpur'),
        modes: ['online', 'student_home'],
        medium: 'english_version',
      },
      {
        ...common,
        ownerId: id('nusrat'),
        ownerRole: 'student',
        title: 'Need a Mathematics tutor',
        subtitle: 'Algebra and geometry for Class 9',
        subject: 'Mathematics',
        class: '9',
        time: '5:00 PM',
        salary: 3000,
        weeklySchedule: ['Saturday', 'Monday', 'Wednesday'],
        description: 'Looking for a patient tutor three days a week near Mohammadpur.',
        ...inDhaka('mohammadpur'),
        modes: ['student_home'],
        medium: 'bangla',
      },
      {
        ...common,
        ownerId: id('tanvir'),
        ownerRole: 'student',
        status: 'closed',
        title: 'HSC Chemistry help',
        subtitle: 'Organic chemistry for two friends',
        subject: 'Chemistry',
        class: '11',
        time: '7:00 PM',
        salary: 4500,
        weeklySchedule: ['Sunday', 'Wednesday'],
        description: 'Two of us want evening classes online.',
        isBatch: true,
        maxSize: 2,
        // Online only: no place. The two asked for a female tutor, and karima took it.
        modes: ['online'],
        medium: 'english_version',
        preferredTutorGender: 'female',
      },
    ])
    .returning();
  if (!physics || !english || !maths || !chemistry) throw new Error('demo posts were not inserted');
  await tx.insert(postInterests).values([
    { postId: physics.id, userId: id('farhana'), role: 'student' },
    { postId: maths.id, userId: id('rahim'), role: 'teacher' },
    { postId: chemistry.id, userId: id('karima'), role: 'teacher' },
    { postId: chemistry.id, userId: id('farhana'), role: 'student' },
  ]);
  const {
    id: _postId,
    ownerRole: _role,
    status: _status,
    searchVector: _vector,
    createdAt: _c,
    updatedAt: _u,
    // A batch keeps the tuition, not where or how it was searched for.
    division: _division,
    district: _district,
    area: _area,
    modes: _modes,
    medium: _medium,
    preferredTutorGender: _gender,
    ...fields
  } = chemistry;
  const started = addDays(now, -21);
  const [batch] = await tx
    .insert(batches)
    .values({
      ...fields,
      teacherId: id('karima'),
      postId: chemistry.id,
      startDate: dhakaDate(started),
      createdAt: started,
    })
    .returning();
  if (!batch) throw new Error('demo batch was not inserted');
  const students = [id('tanvir'), id('farhana')];
  await tx
    .insert(batchMembers)
    .values(students.map((userId) => ({ batchId: batch.id, userId, createdAt: started })));
  await seedHeldClasses(tx, batch, started, now, students);
  await planNewBatch(tx, batch, now);
  await seedClassroom(tx, batch, id('karima'), [id('tanvir'), id('farhana')], now);
  // Both students study with karima, so the teacher dashboard and her profile have ratings to show.
  await tx.insert(ratings).values([
    {
      studentId: id('tanvir'),
      teacherId: id('karima'),
      rating: 5,
      review: 'Explains every reaction step by step; the weekly model tests helped a lot.',
    },
    {
      studentId: id('farhana'),
      teacherId: id('karima'),
      rating: 4,
      review: 'Clear and patient. I would like a little more time on numericals.',
    },
  ]);
  // Two open reports, so the admin's Reports page has something to resolve.
  await tx.insert(reports).values([
    {
      reporterId: id('nusrat'),
      reporteeId: id('rahim'),
      message: 'Cancelled two classes this week without telling us in advance.',
    },
    {
      reporterId: id('farhana'),
      reporteeId: id('tanvir'),
      message: 'Keeps posting unrelated links in the batch group.',
    },
  ]);
}

/**
 * The batch's classes from `from` until now, each held at its time with every student's attendance: mostly
 * present, the second student once late and once absent, so the attendance pages have rates to show.
 */
async function seedHeldClasses(
  tx: Tx,
  batch: BatchRow,
  from: Date,
  now: Date,
  studentIds: readonly string[],
): Promise<void> {
  const moments = classMoments(
    { days: batch.weeklySchedule, time: batch.time, startDate: batch.startDate },
    from,
    now,
  );
  if (moments.length === 0) return;
  const held = await tx
    .insert(classSessions)
    .values(
      moments.map((moment) => ({
        batchId: batch.id,
        scheduledAt: moment,
        startsAt: moment,
        durationMinutes: batch.durationMinutes,
        heldAt: moment,
        remindedAt: moment,
      })),
    )
    .returning({ id: classSessions.id });
  const SECOND_STUDENT = ['present', 'late', 'present', 'absent'] as const;
  await tx.insert(attendance).values(
    held.flatMap((session, index) =>
      studentIds.map((studentId, which) => ({
        sessionId: session.id,
        studentId,
        status: which === 0 ? 'present' : (SECOND_STUDENT[index % SECOND_STUDENT.length] ?? 'present'),
      })),
    ),
  );
}
