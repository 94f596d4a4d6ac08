import { and, desc, eq, getTableColumns, inArray, ne, or } from 'drizzle-orm';
import type {
  CreatePostBody,
  Post,
  PostOwnerRole,
  UpdatePostBody,
  UserRef,
} from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { postInterests, posts, users, type NewPostRow, type PostRow } from '../../db/schema';

/** A post's row as a response needs it: without its search document, which can be larger than the rest. */
export type PostFields = Omit<PostRow, 'searchVector'>;
const { searchVector: _searchDocument, ...postFields } = getTableColumns(posts);
/** The columns of PostFields, for a select. */
export { postFields };

type PostWithOwner = { post: PostFields; ownerUsername: string };

/** The columns a post response needs: the row and its owner's username. */
export const postWithOwner = { post: postFields, ownerUsername: users.username };
const notRemoved = ne(posts.status, 'removed');

type PostColumns = Omit<NewPostRow, 'id' | 'ownerId' | 'ownerRole' | 'status' | 'createdAt' | 'updatedAt'>;

/** Maps the contract's field names to the columns; fields left out of an update stay undefined (unchanged). */
export function toPostColumns(body: CreatePostBody): PostColumns;
export function toPostColumns(body: UpdatePostBody): Partial<PostColumns>;
export function toPostColumns(body: UpdatePostBody): Partial<PostColumns> {
  return {
    subject: body.subject,
    class: body.class,
    title: body.title,
    subtitle: body.subtitle,
    description: body.description,
    weeklySchedule: body.weekly_schedule,
    time: body.time,
    salary: body.salary,
    isContinuous: body.is_continuous,
    isBatch: body.is_batch,
    maxSize: body.max_size,
    division: body.division,
    district: body.district,
    area: body.area,
    modes: body.modes,
    medium: body.medium,
    preferredTutorGender: body.preferred_tutor_gender,
  };
}

export async function insertPost(
  db: Queryable,
  owner: { id: string; role: PostOwnerRole },
  columns: PostColumns,
): Promise<string> {
  const [row] = await db
    .insert(posts)
    .values({ ...columns, ownerId: owner.id, ownerRole: owner.role })
    .returning({ id: posts.id });
  if (!row) throw new Error('insert returned no post');
  return row.id;
}

/** A post that has not been removed. */
export async function findPost(db: Queryable, id: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), notRemoved))
    .limit(1);
  return row;
}

export async function updatePost(db: Queryable, id: string, values: Partial<PostColumns>): Promise<void> {
  await db.update(posts).set(values).where(eq(posts.id, id));
}

export async function markPostRemoved(db: Queryable, id: string): Promise<void> {
  await db.update(posts).set({ status: 'removed' }).where(eq(posts.id, id));
}

/** One post as the API answers it, or undefined when it is missing or removed. */
export async function loadPost(db: Queryable, id: string): Promise<Post | undefined> {
  const rows = await db
    .select(postWithOwner)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.ownerId))
    .where(and(eq(posts.id, id), notRemoved))
    .limit(1);
  const [first] = await withInterests(db, rows);
  return first;
}

/** The user's own posts and the posts they are interested in, newest first (two queries in all). */
export async function listPostsOfUser(db: Queryable, userId: string): Promise<Post[]> {
  const interested = db
    .select({ postId: postInterests.postId })
    .from(postInterests)
    .where(eq(postInterests.userId, userId));
  const rows = await db
    .select(postWithOwner)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.ownerId))
    .where(and(notRemoved, or(eq(posts.ownerId, userId), inArray(posts.id, interested))))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return withInterests(db, rows);
}

/** Adds the interested students and teachers of every post with one query. */
export async function withInterests(db: Queryable, rows: PostWithOwner[]): Promise<Post[]> {
  const ids = rows.map((row) => row.post.id);
  const interests =
    ids.length === 0
      ? []
      : await db
          .select({
            postId: postInterests.postId,
            role: postInterests.role,
            _id: users.id,
            username: users.username,
          })
          .from(postInterests)
          .innerJoin(users, eq(users.id, postInterests.userId))
          .where(inArray(postInterests.postId, ids))
          .orderBy(postInterests.createdAt, users.id);
  const byPost = new Map<string, { students: UserRef[]; teachers: UserRef[] }>();
  for (const id of ids) byPost.set(id, { students: [], teachers: [] });
  for (const { postId, role, _id, username } of interests) {
    const lists = byPost.get(postId);
    if (role === 'student') lists?.students.push({ _id, username });
    else if (role === 'teacher') lists?.teachers.push({ _id, username });
  }
  return rows.map(({ post, ownerUsername }) => {
    const lists = byPost.get(post.id) ?? { students: [], teachers: [] };
    return toPost(post, { _id: post.ownerId, username: ownerUsername }, lists.students, lists.teachers);
  });
}

export function toPost(row: PostFields, owner: UserRef, students: UserRef[], teachers: UserRef[]): Post {
  return {
    _id: row.id,
    owner_id: owner,
    owner_role: row.ownerRole,
    title: row.title,
    subtitle: row.subtitle,
    subject: row.subject,
    class: row.class,
    time: row.time,
    salary: row.salary,
    weekly_schedule: row.weeklySchedule,
    description: row.description,
    is_continuous: row.isContinuous,
    is_batch: row.isBatch,
    max_size: row.maxSize,
    division: row.division,
    district: row.district,
    area: row.area,
    modes: row.modes,
    medium: row.medium,
    preferred_tutor_gender: row.preferredTutorGender,
    interested_students: students,
    interested_teachers: teachers,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
