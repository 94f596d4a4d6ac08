// Who may see and do what in a batch's classroom (materials, assignments, board): its teacher, its students
// (batch_members) and admins (who read everything and moderate, but never post). Everyone else is refused.
import { BATCH_MESSAGES, type Role } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import type { BatchRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { liveBatch, membershipOf } from '../batches/membership';

/** The caller's part in a batch's classroom. */
export type ClassroomRole = 'teacher' | 'student' | 'admin';

/** Whoever asks: a signed-in caller (AuthUser) or the user a download link was made for. */
export interface ClassroomCaller {
  id: string;
  role: Role;
}

export interface ClassroomAccess {
  batch: BatchRow;
  role: ClassroomRole;
}

/** The caller's part in a (live) batch: its teacher, one of its students, an admin; null for anyone else. */
export async function roleInBatch(
  db: Queryable,
  batch: BatchRow,
  caller: ClassroomCaller,
): Promise<ClassroomRole | null> {
  if (caller.role === 'admin') return 'admin';
  return membershipOf(db, batch, caller);
}

/**
 * A live batch (404 otherwise) and the caller's part in it: its teacher, a student or an admin (403 with
 * `notMember` for anyone else).
 */
export async function classroomBatch(
  db: Queryable,
  caller: ClassroomCaller,
  batchId: string,
  notMember: string,
): Promise<ClassroomAccess> {
  const batch = await liveBatch(db, batchId);
  if (!batch) throw new NotFoundError(BATCH_MESSAGES.notFound);
  const role = await roleInBatch(db, batch, caller);
  if (!role) throw new ForbiddenError(notMember);
  return { batch, role };
}

/** Admins read a classroom and moderate it; posting, sharing and submitting is for its members. */
export const isMember = (role: ClassroomRole): role is 'teacher' | 'student' => role !== 'admin';
