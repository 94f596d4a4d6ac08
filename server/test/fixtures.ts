import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Batch } from '@pathshala/shared-api/contract';
import { batches, notifications } from '../src/db/schema';
import { authHeader, type Account, type TestApp } from './helpers';

/**
 * What a new post needs besides its tuition fields (DESIGN §6.14): a place, at least one mode and, for a school
 * class, a medium. Every post body of the suites spreads it in.
 */
export const MATCHING_FIELDS = {
  division: 'dhaka',
  district: 'dhaka',
  area: 'dhanmondi',
  modes: ['student_home', 'online'],
  medium: 'bangla',
};

/** Creates a post as `owner` (201 asserted) and answers its id. */
export async function createPostOk(t: TestApp, owner: Account, payload: object): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/post/create',
    headers: authHeader(owner.token),
    payload,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data._id;
}

/** Creates a batch through POST /batch/create as `owner` (201 asserted) and answers it. */
export async function createBatchOk(t: TestApp, owner: Account, payload: object): Promise<Batch> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/batch/create',
    headers: authHeader(owner.token),
    payload,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data;
}

/** The notification messages written for a user, as stored. */
export async function messagesOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.message);
}

/** The batches made from a post. */
export const batchesOfPost = (t: TestApp, postId: string) =>
  t.database.db.select().from(batches).where(eq(batches.postId, postId));

/** Asserts an error answer: its status and its message. */
export function assertError(
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) {
  assert.equal(response.statusCode, status, JSON.stringify(response.json()));
  assert.equal(response.json().message, message);
}
