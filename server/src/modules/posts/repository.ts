import { and, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreatePostBody,
  Post,
  PostOwnerRole,
  UpdatePostBody,
  UserRef,
} from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { ofRole, outerColumn, userRefList, usernameOf, type UserRefWithRole } from '../../db/correlated';
import {
  postInterests,
  posts,
  users,
  type NewPostRow,
  type PostInterestRow,
  type PostRow,
} from '../../db/schema';

type PostInterestRole = PostInterestRow['role'];

/** A post's row as a response needs it: without its search document, which can be larger than the rest. */
export type PostFields = Omit<PostRow, 'searchVector'>;
const { searchVector: _searchDocument, ...postFields } = getTableColumns(posts);
/** The columns of PostFields, for a select. */
export { postFields };

/** A column of the outer `posts` (for correlated subqueries). */
export const postsColumn = (column: string) => outerColumn('posts', column);

/** The owner's username, looked up for the rows read only (an owner is never deleted). */
const ownerUsername = usernameOf(postsColumn('owner_id')) as SQL<string>;

/** Everyone interested in the outer query's post, with their role, in the order they came: one lookup for both. */
const interested = sql<UserRefWithRole<PostInterestRole>[]>`${userRefList(
  sql`from ${postInterests} interest join ${users} u on u.id = interest.user_id
    where interest.post_id = ${postsColumn('id')}`,
  sql`interest.created_at, u.id`,
  sql`interest.role`,
)}`;

/**
 * The columns of a post as the API answers it, for a select from `posts`: the row, its owner's username and
 * who is interested in it, each looked up for the rows read only, so that one statement answers.
 */
export const postResponse = {
  post: postFields,
  ownerUsername,
  interested,
};

type PostResponseRow = {
  post: PostFields;
  ownerUsername: string;
  interested: UserRefWithRole<PostInterestRole>[];
};

/** A row selected with postResponse, as the API answers it. */
export function toPostResponse({ post, ownerUsername, interested }: PostResponseRow): Post {
  return toPost(
    post,
    { _id: post.ownerId, username: ownerUsername },
    ofRole(interested, 'student'),
    ofRole(interested, 'teacher'),
  );
}

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
  const [row] = await db
    .select(postResponse)
    .from(posts)
    .where(and(eq(posts.id, id), notRemoved))
    .limit(1);
  return row && toPostResponse(row);
}

/** The user's own posts and the posts they are interested in, newest first. */
export async function listPostsOfUser(db: Queryable, userId: string): Promise<Post[]> {
  const interestedIn = db
    .select({ postId: postInterests.postId })
    .from(postInterests)
    .where(eq(postInterests.userId, userId));
  const rows = await db
    .select(postResponse)
    .from(posts)
    .where(and(notRemoved, or(eq(posts.ownerId, userId), inArray(posts.id, interestedIn))))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return rows.map(toPostResponse);
}

function toPost(row: PostFields, owner: UserRef, students: UserRef[], teachers: UserRef[]): Post {
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
