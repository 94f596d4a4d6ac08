import {
  and,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  isNull,
  notExists,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  INVITATION_ROLES,
  PAYMENT_LIMITS,
  type Batch,
  type CreateBatchBody,
  type InvitationRole,
  type PaymentRound,
  type UpdateBatchBody,
  type UserRef,
} from '@pathshala/shared-api/contract';
import { CHANGE_LOCK, type Db, type Queryable, type Tx } from '../../db';
import { ofRole, outerColumn, userRefList, usernameOf, type UserRefWithRole } from '../../db/correlated';
import { preparedStatement } from '../../db/prepared';
import {
  batchInvitations,
  batchMembers,
  batches,
  paymentRounds,
  payments,
  users,
  type BatchRow,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { unreadCountOn } from '../classroom/board-unread';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { checkStartDate, dhakaDate } from '../schedule/dhaka';
import { dropFutureClasses, planNewBatch, replanFuture } from '../schedule/plan';
import { BATCH_NOTICES } from './mails';

/**
 * A student has settled a round with a paid payment, or one held for the gateway's review: either way
 * there is nothing more for them to pay (and paying again is refused).
 */
const SETTLED_PAYMENT_STATUSES: ('paid' | 'held')[] = ['paid', 'held'];

/** The outer query's payment round has no settled payment by `student` (an id, or a column of the query). */
const unsettledBy = (db: Queryable, student: string | Placeholder | typeof batchMembers.userId) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(payments)
      .where(
        and(
          eq(payments.roundId, paymentRounds.id),
          eq(payments.studentId, student),
          inArray(payments.status, SETTLED_PAYMENT_STATUSES),
        ),
      ),
  );

/** How a batch is named in notifications and mails: its title, or its subject when it has none. */
export const batchName = (batch: Pick<BatchRow, 'title' | 'subject'>) => batch.title.trim() || batch.subject;

const live = isNull(batches.deletedAt);

/** A page of a list: how many rows to skip and return. */
export interface RowWindow {
  limit: number;
  offset: number;
}

const batchesColumn = (column: string) => outerColumn('batches', column);

/**
 * The users of a batch's rows in `table` (members or invitations), in the order they came; each with its `role`
 * when given.
 */
const peopleOf = (table: typeof batchMembers | typeof batchInvitations, role?: SQL) =>
  userRefList(
    sql`from ${table} entry join ${users} u on u.id = entry.user_id
      where entry.batch_id = ${batchesColumn('id')}`,
    sql`entry.created_at, u.username`,
    role,
  );

/** A batch's row with the people it names, each looked up for the rows read only: one statement. */
export const batchWithPeople = {
  batch: getTableColumns(batches),
  ownerUsername: usernameOf(batchesColumn('owner_id')),
  teacherUsername: usernameOf(batchesColumn('teacher_id')),
  members: sql<UserRef[]>`${peopleOf(batchMembers)}`,
  /** Both roles' invitations in one lookup (ofRole parts them). */
  invited: sql<UserRefWithRole<InvitationRole>[]>`${peopleOf(batchInvitations, sql`entry.role`)}`,
};

/**
 * What a batch says to the caller, beside the row: whether they owe a round of it (one opened while they were
 * a member, so never one from before they joined, without a settled payment of theirs) and their unread board
 * messages (on a board they teach or study in; never an admin's or an owner's who is neither). Looked up for
 * the rows read only, in the same statement.
 */
const callerColumns = (db: Queryable, callerId: string | Placeholder) => {
  const isMember = exists(
    db
      .select({ one: sql`1` })
      .from(batchMembers)
      .where(and(eq(batchMembers.batchId, batchesColumn('id')), eq(batchMembers.userId, callerId))),
  );
  return {
    owing: exists(
      db
        .select({ one: sql`1` })
        .from(paymentRounds)
        .innerJoin(
          batchMembers,
          and(
            eq(batchMembers.batchId, paymentRounds.batchId),
            eq(batchMembers.userId, callerId),
            gte(paymentRounds.createdAt, batchMembers.createdAt),
          ),
        )
        .where(and(eq(paymentRounds.batchId, batchesColumn('id')), unsettledBy(db, callerId))),
    ) as SQL<boolean>,
    unread: sql<number>`case when ${batchesColumn('teacher_id')} = ${callerId} or ${isMember}
      then ${unreadCountOn(batchesColumn('id'), callerId)} else 0 end`,
  };
};

const NEWEST_BATCHES = [desc(batches.createdAt), desc(batches.id)];

/** The batches matching `where` (never deleted ones), newest first, as the caller sees them. */
export async function batchViews(
  db: Queryable,
  caller: AuthUser,
  where: SQL | undefined,
  window?: RowWindow,
): Promise<Batch[]> {
  const query = db
    .select({ ...batchWithPeople, ...callerColumns(db, caller.id) })
    .from(batches)
    .where(and(live, where))
    .orderBy(...NEWEST_BATCHES);
  return (await (window ? query.limit(window.limit).offset(window.offset) : query)).map(toView);
}

/** The caller's batches (listBatches), the one list read on nearly every visit: a prepared statement. */
const callerBatches = preparedStatement('caller_batches', (db, name) => {
  const callerId = sql.placeholder('callerId');
  // A union of three index lookups rather than an OR of them, which the planner can only answer by
  // reading every batch.
  const mine = sql`${batches.id} in (
    select id from ${batches} where owner_id = ${callerId}
    union select id from ${batches} where teacher_id = ${callerId}
    union select batch_id from ${batchMembers} where user_id = ${callerId})`;
  return db
    .select({ ...batchWithPeople, ...callerColumns(db, callerId) })
    .from(batches)
    .where(and(live, mine))
    .orderBy(...NEWEST_BATCHES)
    .prepare(name);
});

type BatchWithPeopleRow = Awaited<ReturnType<ReturnType<typeof callerBatches>['execute']>>[number];

/** A batch read with batchWithPeople and callerColumns, as the API answers it. */
function toView({
  batch: row,
  ownerUsername,
  teacherUsername,
  members,
  invited,
  owing,
  unread,
}: BatchWithPeopleRow): Batch {
  const now = Date.now();
  return {
    _id: row.id,
    post_id: row.postId,
    owner_id: { _id: row.ownerId, username: ownerUsername ?? '' },
    teacher_id: row.teacherId ? { _id: row.teacherId, username: teacherUsername ?? '' } : null,
    student_ids: members,
    subject: row.subject,
    class: row.class,
    weekly_schedule: row.weeklySchedule,
    time: row.time,
    salary: row.salary,
    time_to_pay: owing,
    is_continuous: row.isContinuous,
    is_batch: row.isBatch,
    max_size: row.maxSize,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    join_class_link:
      row.joinClassLink && (!row.joinClassExpiresAt || row.joinClassExpiresAt.getTime() > now)
        ? row.joinClassLink
        : null,
    duration_minutes: row.durationMinutes,
    start_date: row.startDate,
    students_share_materials: row.studentsShareMaterials,
    unread_messages: unread,
    invited_teacher: ofRole(invited, 'teacher').at(-1) ?? null,
    invited_students: ofRole(invited, 'student'),
    proposed_salary: row.proposedSalary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /batch/batches: batches the caller owns, teaches or is a student of, newest first. */
export async function listBatches(db: Db, caller: AuthUser): Promise<Batch[]> {
  return (await callerBatches(db).execute({ callerId: caller.id })).map(toView);
}

/**
 * GET /admin/batches: one page of every batch that is not deleted, newest first, each as /batch/batches
 * shows it (an admin owes nothing, so time_to_pay is false), and how many there are in all.
 */
export async function listAllBatches(
  db: Queryable,
  caller: AuthUser,
  window: RowWindow,
): Promise<{ batches: Batch[]; total: number }> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(batches)
    .where(live);
  return { batches: await batchViews(db, caller, undefined, window), total: counted?.total ?? 0 };
}

/** One live batch as the caller sees it (404 when it is gone); whether they may see it is checked before. */
export async function viewOf(db: Queryable, caller: AuthUser, batchId: string): Promise<Batch> {
  const [view] = await batchViews(db, caller, eq(batches.id, batchId));
  if (!view) throw new NotFoundError(BATCH_MESSAGES.notFound);
  return view;
}

interface NamedUser {
  id: string;
  username: string;
  role: AuthUser['role'];
}

/** Active accounts by username, keyed by the lower-cased name. */
async function usersByName(db: Queryable, names: readonly string[]): Promise<Map<string, NamedUser>> {
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  if (lowered.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, lowered), isNull(users.removedAt)));
  return new Map(rows.map((row) => [row.username.toLowerCase(), row]));
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * POST /batch/create. Non-admins own what they create (naming another owner is a 403); a teacher
 * teaches their own batches (naming another teacher is a 403). Every unknown or wrong-role username is a
 * 400 that names it.
 *
 * The owner is in the batch at once: a student owner as one of its students, a teacher owner as its
 * teacher. An admin creating a batch names its owner and acts for them: the owner is in at once, and the
 * invitations go out in the owner's name. Everyone else named is only invited (batch_invitations) and
 * joins by accepting; until then they count for nothing but the batch's capacity.
 */
export function createBatch(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  body: CreateBatchBody,
  /** Runs in the batch's transaction once it is written (the admin's audit entry). */
  alsoInTransaction?: (tx: Tx, batch: BatchRow) => Promise<void>,
): Promise<Batch> {
  if (caller.role !== 'admin' && body.username !== undefined && !same(body.username, caller.username))
    throw new ForbiddenError(BATCH_MESSAGES.ownOnly);
  if (
    caller.role === 'teacher' &&
    body.teacher_username !== undefined &&
    !same(body.teacher_username, caller.username)
  )
    throw new ForbiddenError(BATCH_MESSAGES.teacherOwnOnly);

  return withNotices(ctx, log, async (tx, notices) => {
    const found = await usersByName(tx, [
      ...(body.username ? [body.username] : []),
      ...(body.teacher_username ? [body.teacher_username] : []),
      ...body.student_ids,
    ]);
    const lookup = (name: string) => found.get(name.toLowerCase());
    const errors: Record<string, string> = {};

    let owner: NamedUser | undefined;
    if (caller.role !== 'admin') owner = { id: caller.id, username: caller.username, role: caller.role };
    else if (body.username === undefined) errors.username = BATCH_MESSAGES.ownerRequired;
    else {
      owner = lookup(body.username);
      if (!owner) errors.username = BATCH_MESSAGES.unknownOwner(body.username);
      else if (owner.role === 'admin') {
        errors.username = BATCH_MESSAGES.ownerIsAdmin(owner.username);
        owner = undefined;
      }
    }

    const teacherId: string | null = owner?.role === 'teacher' ? owner.id : null;
    let invitedTeacher: NamedUser | undefined;
    if (body.teacher_username !== undefined && caller.role !== 'teacher') {
      const teacher = lookup(body.teacher_username);
      if (!teacher) errors.teacher_username = BATCH_MESSAGES.unknownTeacher(body.teacher_username);
      else if (teacher.role !== 'teacher')
        errors.teacher_username = BATCH_MESSAGES.notATeacher(teacher.username);
      // An admin's teacher owner teaches the batch; it cannot have a second teacher.
      else if (teacherId !== null && teacher.id !== teacherId)
        errors.teacher_username = BATCH_MESSAGES.teacherOwnOnly;
      else if (teacherId === null) invitedTeacher = teacher;
    }

    const unknown = body.student_ids.filter((name) => !lookup(name));
    const notStudents = body.student_ids
      .map((name) => lookup(name))
      .filter((user): user is NamedUser => user !== undefined && user.role !== 'student')
      .map((user) => user.username);
    const studentProblems = [
      ...(unknown.length > 0 ? [BATCH_MESSAGES.unknownStudents(unknown)] : []),
      ...(notStudents.length > 0 ? [BATCH_MESSAGES.notStudents(notStudents)] : []),
    ];
    const memberIds = owner?.role === 'student' ? [owner.id] : [];
    const invitedStudentIds = [
      ...new Set(
        body.student_ids.flatMap((name) => {
          const user = lookup(name);
          return user?.role === 'student' && !memberIds.includes(user.id) ? [user.id] : [];
        }),
      ),
    ];
    const places = memberIds.length + invitedStudentIds.length;
    if (studentProblems.length > 0) errors.student_ids = studentProblems.join('. ');
    else if (body.is_batch && body.max_size != null && places > body.max_size)
      errors.student_ids = BATCH_MESSAGES.overCapacity(body.max_size);

    const now = ctx.clock();
    const startDate = body.start_date ?? dhakaDate(now);
    const startDateProblem = checkStartDate(startDate, now);
    if (startDateProblem) errors.start_date = startDateProblem;

    const firstError = Object.values(errors)[0];
    if (firstError !== undefined || !owner)
      throw new BadRequestError(firstError ?? 'Invalid request', errors);

    const [row] = await tx
      .insert(batches)
      .values({
        ownerId: owner.id,
        teacherId,
        title: body.title,
        subtitle: body.subtitle,
        subject: body.subject,
        class: body.class,
        time: body.time,
        salary: body.salary,
        weeklySchedule: body.weekly_schedule,
        description: body.description,
        isContinuous: body.is_continuous,
        isBatch: body.is_batch,
        maxSize: body.max_size ?? null,
        durationMinutes: body.duration_minutes,
        startDate,
      })
      .returning();
    if (!row) throw new Error('Inserting the batch returned no row');
    if (memberIds.length > 0)
      await tx.insert(batchMembers).values(memberIds.map((userId) => ({ batchId: row.id, userId })));
    const invitations: { userId: string; role: InvitationRole }[] = [
      ...(invitedTeacher ? [{ userId: invitedTeacher.id, role: 'teacher' as const }] : []),
      ...invitedStudentIds.map((userId) => ({ userId, role: 'student' as const })),
    ];
    if (invitations.length > 0)
      await tx
        .insert(batchInvitations)
        .values(invitations.map((invitation) => ({ ...invitation, batchId: row.id, invitedBy: owner.id })));
    await planNewBatch(tx, row, now);

    const name = batchName(row);
    await notices.add(
      tx,
      memberIds.filter((id) => id !== caller.id),
      BATCH_NOTICES.added(name),
    );
    if (teacherId && teacherId !== caller.id)
      await notices.add(tx, [teacherId], BATCH_NOTICES.madeTeacher(name));
    for (const role of INVITATION_ROLES)
      await notices.add(
        tx,
        invitations.filter((invitation) => invitation.role === role).map((invitation) => invitation.userId),
        BATCH_NOTICES.invited(owner.username, name, role),
      );
    await alsoInTransaction?.(tx, row);
    return viewOf(tx, caller, row.id);
  });
}

/**
 * Locks a batch that has not been deleted for the rest of the transaction; a 404 with `missing` (the batch's
 * notFound unless given) otherwise.
 */
export async function lockBatch(
  tx: Tx,
  batchId: string,
  missing: string = BATCH_MESSAGES.notFound,
): Promise<BatchRow> {
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), live))
    .for(CHANGE_LOCK);
  if (!row) throw new NotFoundError(missing);
  return row;
}

async function memberIdsOf(db: Queryable, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(eq(batchMembers.batchId, batchId));
  return rows.map((row) => row.userId);
}

/** Everyone involved in a batch (owner, teacher, students) except `actorId`. */
export async function othersOf(db: Queryable, batch: BatchRow, actorId: string): Promise<string[]> {
  const everyone = [
    batch.ownerId,
    ...(batch.teacherId ? [batch.teacherId] : []),
    ...(await memberIdsOf(db, batch.id)),
  ];
  return [...new Set(everyone)].filter((id) => id !== actorId);
}

/** Whether a change touched what the batch's classes are made of: days, time, length or start date. */
function rulesChanged(before: BatchRow, after: BatchRow): boolean {
  return (
    before.weeklySchedule.join() !== after.weeklySchedule.join() ||
    before.time !== after.time ||
    before.durationMinutes !== after.durationMinutes ||
    before.startDate !== after.startDate
  );
}

/** What the owner's update did: the batch as it is now, and whether its salary waits for the teacher. */
export interface BatchUpdate {
  batch: Batch;
  salaryProposed: boolean;
}

/**
 * PUT /batch/update/{id}: the owner changes any of the batch's own fields. A change of its days, time, class
 * length or start date plans its future classes again (past ones never change).
 *
 * The salary is what the teacher is paid, so while the batch has a teacher who is not its owner a new salary
 * only becomes `proposed_salary`, which the teacher agrees to or declines (salary.ts); the rest of the
 * update applies at once. Asking for the current salary again drops a pending proposal.
 */
export function updateBatch(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
  body: UpdateBatchBody,
): Promise<BatchUpdate> {
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.ownerId !== caller.id) throw new ForbiddenError(BATCH_MESSAGES.notOwnerUpdate);
    const members = await memberIdsOf(tx, batchId);
    const isBatch = body.is_batch ?? batch.isBatch;
    const maxSize = body.max_size === undefined ? batch.maxSize : body.max_size;
    if (isBatch && maxSize !== null && maxSize < members.length)
      throw new ConflictError(BATCH_MESSAGES.sizeBelowMembers(members.length));
    const now = ctx.clock();
    if (body.start_date !== undefined && body.start_date !== batch.startDate) {
      const problem = checkStartDate(body.start_date, now);
      if (problem) throw new BadRequestError(problem, { start_date: problem });
    }

    const { salary, ...fields } = body;
    const needsAgreement = batch.teacherId !== null && batch.teacherId !== batch.ownerId;
    const proposing = salary !== undefined && needsAgreement && salary !== batch.salary;
    const salaryChange =
      salary === undefined ? {} : proposing ? { proposedSalary: salary } : { salary, proposedSalary: null };

    const [row] = await tx
      .update(batches)
      .set({
        ...salaryChange,
        subject: fields.subject,
        class: fields.class,
        weeklySchedule: fields.weekly_schedule,
        time: fields.time,
        isContinuous: fields.is_continuous,
        isBatch: fields.is_batch,
        maxSize: fields.max_size,
        title: fields.title,
        subtitle: fields.subtitle,
        description: fields.description,
        durationMinutes: fields.duration_minutes,
        startDate: fields.start_date,
      })
      .where(eq(batches.id, batchId))
      .returning();
    if (!row) throw new NotFoundError(BATCH_MESSAGES.notFound);
    if (rulesChanged(batch, row)) await replanFuture(tx, row, now);
    const name = batchName(row);
    const appliedAtOnce =
      Object.values(fields).some((value) => value !== undefined) || (salary !== undefined && !proposing);
    if (appliedAtOnce) await notices.add(tx, await othersOf(tx, row, caller.id), BATCH_NOTICES.updated(name));
    if (proposing && batch.proposedSalary !== salary && row.teacherId)
      await notices.add(tx, [row.teacherId], BATCH_NOTICES.salaryProposed(caller.username, name, salary));
    return { batch: await viewOf(tx, caller, batchId), salaryProposed: proposing };
  });
}

/**
 * DELETE /batch/destroy/{id}: the owner or the batch's teacher deletes it (an admin too, through
 * DELETE /admin/remove-batch/{id}). The row stays (its payment rounds and payments are history) but
 * leaves every list; the others are told.
 */
export function destroyBatch(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
  /** Runs in the same transaction after the batch is deleted (the admin's audit entry). */
  alsoInTransaction?: (tx: Tx, batch: BatchRow) => Promise<void>,
): Promise<void> {
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockBatch(tx, batchId);
    if (caller.role !== 'admin' && batch.ownerId !== caller.id && batch.teacherId !== caller.id)
      throw new ForbiddenError(BATCH_MESSAGES.notOwnerOrTeacherDelete);
    const now = ctx.clock();
    await tx
      .update(batches)
      .set({ deletedAt: now, joinClassLink: null, joinClassExpiresAt: null })
      .where(eq(batches.id, batchId));
    await dropFutureClasses(tx, batchId, now);
    const invitees = await tx
      .delete(batchInvitations)
      .where(eq(batchInvitations.batchId, batchId))
      .returning({ userId: batchInvitations.userId });
    await notices.add(
      tx,
      [...(await othersOf(tx, batch, caller.id)), ...invitees.map((invitee) => invitee.userId)],
      BATCH_NOTICES.deleted(batchName(batch)),
    );
    await alsoInTransaction?.(tx, batch);
  });
}

/** Takes `userId` out of the batch's students; false when they were not one. */
async function deleteMember(tx: Tx, batchId: string, userId: string): Promise<boolean> {
  const deleted = await tx
    .delete(batchMembers)
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)))
    .returning({ userId: batchMembers.userId });
  return deleted.length > 0;
}

/** What the owner's removal did: took a student out, or withdrew an invitation nobody had answered. */
export interface Removal {
  batch: Batch;
  withdrawn: boolean;
}

/**
 * DELETE /batch/remove-user/{batchId}/{userId}: the owner removes one of the batch's students, or withdraws
 * the invitation of someone named in it who has not answered (a student, or the teacher); they are told.
 */
export function removeStudent(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
  userId: string,
): Promise<Removal> {
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.ownerId !== caller.id) throw new ForbiddenError(BATCH_MESSAGES.notOwnerRemove);
    if (userId === caller.id) throw new ConflictError(BATCH_MESSAGES.removeSelf);
    let withdrawn = false;
    if (!(await deleteMember(tx, batchId, userId))) {
      const invitations = await tx
        .delete(batchInvitations)
        .where(and(eq(batchInvitations.batchId, batchId), eq(batchInvitations.userId, userId)))
        .returning({ id: batchInvitations.id });
      if (invitations.length === 0) throw new NotFoundError(BATCH_MESSAGES.notAMember);
      withdrawn = true;
    }
    const name = batchName(batch);
    await notices.add(
      tx,
      [userId],
      withdrawn ? BATCH_NOTICES.invitationWithdrawn(name) : BATCH_NOTICES.removed(name),
    );
    return { batch: await viewOf(tx, caller, batchId), withdrawn };
  });
}

/** DELETE /batch/student/leave/{id}: a student of the batch leaves it (not its owner). */
export function leaveBatch(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
): Promise<void> {
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.ownerId === caller.id) throw new ConflictError(BATCH_MESSAGES.ownerCannotLeave);
    if (!(await deleteMember(tx, batchId, caller.id)))
      throw new NotFoundError(BATCH_MESSAGES.youAreNotAMember);
    await notices.add(
      tx,
      [batch.ownerId, ...(batch.teacherId ? [batch.teacherId] : [])],
      BATCH_NOTICES.left(caller.username, batchName(batch)),
    );
  });
}

/**
 * POST /batch/teacher/ask-for-payment/{batchId}: the batch's teacher opens a payment round for the batch
 * salary; every student of the batch owes it until they pay. A second ask while a round is still unpaid
 * by some student is a 409. Students are notified, and mailed once the round is committed.
 */
export function askForPayment(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
): Promise<PaymentRound> {
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.teacherId !== caller.id) throw new ForbiddenError(BATCH_MESSAGES.notTeacherAsk);
    if (batch.salary < PAYMENT_LIMITS.amountMin || batch.salary > PAYMENT_LIMITS.amountMax)
      throw new ConflictError(BATCH_MESSAGES.salaryOutOfRange);
    const students = await tx
      .select({ id: users.id })
      .from(batchMembers)
      .innerJoin(users, eq(users.id, batchMembers.userId))
      .where(and(eq(batchMembers.batchId, batchId), eq(users.role, 'student')));
    if (students.length === 0) throw new ConflictError(BATCH_MESSAGES.noStudents);

    const [open] = await tx
      .select({ id: paymentRounds.id })
      .from(paymentRounds)
      .innerJoin(
        batchMembers,
        and(
          eq(batchMembers.batchId, paymentRounds.batchId),
          gte(paymentRounds.createdAt, batchMembers.createdAt),
        ),
      )
      .where(and(eq(paymentRounds.batchId, batchId), unsettledBy(tx, batchMembers.userId)))
      .limit(1);
    if (open) throw new ConflictError(BATCH_MESSAGES.roundOpen);

    const [round] = await tx
      .insert(paymentRounds)
      .values({ batchId, amount: batch.salary, openedBy: caller.id })
      .returning();
    if (!round) throw new Error('Inserting the payment round returned no row');
    await notices.add(
      tx,
      students.map((student) => student.id),
      BATCH_NOTICES.paymentRequested(batchName(batch), round.amount),
    );
    return {
      _id: round.id,
      batch_id: batchId,
      amount: round.amount,
      currency: 'BDT',
      students: students.length,
      createdAt: round.createdAt.toISOString(),
    };
  });
}
