import { and, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AddPostBody, type Post, type Role } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { postInterests, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { newPostColumns } from '../posts/edit';
import { findPost, insertPost, loadPost, markPostRemoved } from '../posts/repository';
import { findUserById } from '../users/repository';
import { recordAudit } from './audit';

/** Active accounts of `role` among `names`, keyed by lower-cased username. */
async function activeByName(
  db: Queryable,
  names: readonly string[],
  role: Role,
): Promise<Map<string, { id: string; username: string }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.username})`, [...new Set(names.map((name) => name.toLowerCase()))]),
        isNull(users.removedAt),
      ),
    );
  return new Map(
    rows.filter((row) => row.role === role).map((row) => [row.username.toLowerCase(), row] as const),
  );
}

function fail(errors: Record<string, string>): never {
  throw new BadRequestError(Object.values(errors)[0] ?? 'Invalid request', errors);
}

/**
 * POST /admin/add-post: a post for an active student or teacher (whose role must equal `owner`), with
 * the interested users named by username; the post, its interests and the audit entry in one
 * transaction. Every problem is a 400 naming its field.
 */
export async function addPost(db: Queryable, admin: AuthUser, body: AddPostBody): Promise<Post> {
  // The place and tutor gender as the owner's own post would have them (400 naming the field).
  const columns = newPostColumns(body.owner, body);
  const maxSize = columns.maxSize;
  const id = await db.transaction(async (tx) => {
    const owner = await findUserById(tx, body.owner_id);
    if (!owner) fail({ owner_id: ADMIN_MESSAGES.ownerNotFound });
    if (owner.removedAt) fail({ owner_id: ADMIN_MESSAGES.ownerRemoved });
    if (owner.role === 'admin') fail({ owner_id: ADMIN_MESSAGES.ownerNotStudentOrTeacher });
    if (owner.role !== body.owner) fail({ owner: ADMIN_MESSAGES.ownerTypeMismatch(owner.role) });

    const errors: Record<string, string> = {};
    if (body.owner === 'teacher' && body.interested_teachers.length > 0)
      errors.interested_teachers = ADMIN_MESSAGES.teachersOnStudentRequestsOnly;
    const teachers = await activeByName(tx, body.interested_teachers, 'teacher');
    const students = await activeByName(tx, body.interested_students, 'student');
    const unknownTeachers = body.interested_teachers.filter((name) => !teachers.has(name.toLowerCase()));
    const unknownStudents = body.interested_students.filter((name) => !students.has(name.toLowerCase()));
    if (!errors.interested_teachers && unknownTeachers.length > 0)
      errors.interested_teachers = ADMIN_MESSAGES.unknownTeachers(unknownTeachers);
    if (unknownStudents.length > 0)
      errors.interested_students = ADMIN_MESSAGES.unknownStudents(unknownStudents);
    else if (maxSize !== null && body.interested_students.length > maxSize)
      errors.interested_students = ADMIN_MESSAGES.overCapacity(maxSize);
    const interested = [
      ...[...students.values()].map((user) => ({ userId: user.id, role: 'student' as const })),
      ...[...teachers.values()].map((user) => ({ userId: user.id, role: 'teacher' as const })),
    ];
    if (interested.some((entry) => entry.userId === owner.id)) {
      const field = owner.role === 'teacher' ? 'interested_teachers' : 'interested_students';
      errors[field] ??= ADMIN_MESSAGES.ownerInterested;
    }
    if (Object.keys(errors).length > 0) fail(errors);

    const postId = await insertPost(tx, { id: owner.id, role: body.owner }, columns);
    if (interested.length > 0)
      await tx.insert(postInterests).values(interested.map((entry) => ({ postId, ...entry })));
    await recordAudit(tx, admin.id, { action: 'add_post', targetId: postId, target: body.title });
    return postId;
  });
  const post = await loadPost(db, id);
  if (!post) throw new NotFoundError(ADMIN_MESSAGES.postNotFound);
  return post;
}

/**
 * DELETE /admin/remove-post/{id}: the same removal as the owner's delete (the post is marked removed, so
 * it leaves search and every list; nobody is notified, as with the owner's), with its audit entry.
 */
export async function removePost(db: Queryable, admin: AuthUser, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await findPost(tx, postId);
    if (!post) throw new NotFoundError(ADMIN_MESSAGES.postNotFound);
    await markPostRemoved(tx, postId);
    await recordAudit(tx, admin.id, { action: 'remove_post', targetId: postId, target: post.title });
  });
}
