// A batch's materials: files and links its teacher (and, when the teacher allows it, its students) share with
// it, listed newest first for its members and admins; the teacher, whoever shared one, or an admin deletes it.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BATCH_MESSAGES,
  MATERIALS_MESSAGES,
  shareMaterialFields,
  type Batch,
  type Material,
  type ShareMaterialFields,
} from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db';
import { batchMembers, batches, batchMaterials, type BatchMaterialRow, type BatchRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { Storage } from '../../providers/storage';
import { batchName, viewOf } from '../batches/manage';
import { notify } from '../notifications/writer';
import { userRefs } from '../users/repository';
import { classroomBatch, roleInBatch, type ClassroomCaller, type ClassroomRole } from './access';
import { fileColumns, fileView, removeFile, storeFile, storedFileOf, type UploadedFile } from './files';

type Log = FastifyBaseLogger;

/** Whether `role` may share materials in `batch` (admins never; students when the teacher allows it). */
function shareRefusal(batch: BatchRow, role: ClassroomRole): string | null {
  if (role === 'admin') return MATERIALS_MESSAGES.adminMayNotShare;
  if (role === 'student' && !batch.studentsShareMaterials) return MATERIALS_MESSAGES.studentsMayNotShare;
  return null;
}

/**
 * The caller may share materials in the live batch (404, 403 otherwise): checked before the upload is read,
 * and again in the transaction that keeps it.
 */
export async function checkMayShare(db: Queryable, caller: ClassroomCaller, batchId: string): Promise<void> {
  const { batch, role } = await classroomBatch(db, caller, batchId, MATERIALS_MESSAGES.notMember);
  const refusal = shareRefusal(batch, role);
  if (refusal) throw new ForbiddenError(refusal);
}

/** The text fields of a share, checked; with exactly one of a file and a link (400 otherwise). */
export function checkShareFields(
  fields: Record<string, string>,
  file: UploadedFile | null,
): ShareMaterialFields {
  const parsed = shareMaterialFields.safeParse({ title: fields.title, url: fields.url });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'body')] ??= issue.message;
    throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid request', errors);
  }
  if (file && parsed.data.url) throw new BadRequestError(MATERIALS_MESSAGES.fileAndLink);
  if (!file && !parsed.data.url) throw new BadRequestError(MATERIALS_MESSAGES.fileOrLink);
  return parsed.data;
}

/** Materials as `caller` sees them: each file with a download link made for them. */
async function materialViews(
  ctx: AppContext,
  caller: ClassroomCaller,
  role: ClassroomRole,
  rows: readonly BatchMaterialRow[],
): Promise<Material[]> {
  const refs = await userRefs(
    ctx.db,
    rows.flatMap((row) => (row.uploaderId ? [row.uploaderId] : [])),
  );
  const now = ctx.clock();
  return rows.map((row) => {
    const file = storedFileOf(row);
    return {
      _id: row.id,
      batch_id: row.batchId,
      title: row.title,
      kind: file ? 'file' : 'link',
      url: file ? null : row.url,
      file: fileView(ctx, caller.id, { kind: 'material', id: row.id }, file, now),
      uploaded_by: row.uploaderId ? (refs.get(row.uploaderId) ?? null) : null,
      can_delete: role !== 'student' || row.uploaderId === caller.id,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /batch/{id}/materials: a page of the batch's materials, newest first, and how many there are. */
export async function listMaterials(
  ctx: AppContext,
  caller: ClassroomCaller,
  batchId: string,
  page: number,
  limit: number,
): Promise<{ items: Material[]; total: number }> {
  const { role } = await classroomBatch(ctx.db, caller, batchId, MATERIALS_MESSAGES.notMember);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(batchMaterials)
      .where(eq(batchMaterials.batchId, batchId))
      .orderBy(desc(batchMaterials.createdAt), desc(batchMaterials.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(batchMaterials)
      .where(eq(batchMaterials.batchId, batchId)),
  ]);
  return { items: await materialViews(ctx, caller, role, rows), total: counted?.total ?? 0 };
}

/** The live batch, locked against deletion and changes while a write that depends on it goes on (404). */
async function lockLiveBatch(tx: Queryable, batchId: string): Promise<BatchRow> {
  const [batch] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)))
    .for('share');
  if (!batch) throw new NotFoundError(BATCH_MESSAGES.notFound);
  return batch;
}

/**
 * POST /batch/{id}/materials: keeps a file (stored first; removed again when the row is not written) or a
 * link; when the teacher shares, the students are told (a notification).
 */
export async function shareMaterial(
  ctx: AppContext,
  storage: Storage,
  log: Log,
  caller: ClassroomCaller,
  batchId: string,
  fields: ShareMaterialFields,
  file: UploadedFile | null,
): Promise<Material> {
  const stored = file ? await storeFile(storage, file, log) : null;
  let row: BatchMaterialRow;
  let role: ClassroomRole;
  try {
    ({ row, role } = await ctx.db.transaction(async (tx) => {
      const batch = await lockLiveBatch(tx, batchId);
      const role = await roleInBatch(tx, batch, caller);
      if (!role) throw new ForbiddenError(MATERIALS_MESSAGES.notMember);
      const refusal = shareRefusal(batch, role);
      if (refusal) throw new ForbiddenError(refusal);
      const [row] = await tx
        .insert(batchMaterials)
        .values({
          batchId,
          uploaderId: caller.id,
          title: fields.title,
          url: stored ? null : (fields.url ?? null),
          ...fileColumns(stored),
        })
        .returning();
      if (role === 'teacher') {
        const students = await tx
          .select({ id: batchMembers.userId })
          .from(batchMembers)
          .where(eq(batchMembers.batchId, batchId));
        const name = batchName(batch);
        await notify(
          tx,
          students.map((student) => student.id).filter((id) => id !== caller.id),
          (text) => text.t('notice.materialShared', { batch: name, title: fields.title }),
        );
      }
      return { row: row!, role };
    }));
  } catch (error) {
    await removeFile(storage, stored?.key, log);
    throw error;
  }
  const [view] = await materialViews(ctx, caller, role, [row]);
  return view!;
}

/**
 * DELETE /batch/{id}/materials/{materialId}: the batch's teacher, whoever shared it, or an admin. The row
 * goes first; its file is removed after.
 */
export async function deleteMaterial(
  ctx: AppContext,
  storage: Storage,
  log: Log,
  caller: ClassroomCaller,
  batchId: string,
  materialId: string,
): Promise<void> {
  const { role } = await classroomBatch(ctx.db, caller, batchId, MATERIALS_MESSAGES.notMember);
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(batchMaterials)
      .where(and(eq(batchMaterials.id, materialId), eq(batchMaterials.batchId, batchId)))
      .for('update');
    if (!row) throw new NotFoundError(MATERIALS_MESSAGES.notFound);
    if (role === 'student' && row.uploaderId !== caller.id)
      throw new ForbiddenError(MATERIALS_MESSAGES.notAllowedDelete);
    await tx.delete(batchMaterials).where(eq(batchMaterials.id, materialId));
    return row;
  });
  await removeFile(storage, deleted.fileKey, log);
}

/** PUT /batch/{id}/materials/sharing: the teacher lets the students share materials too, or stops them. */
export async function setMaterialSharing(
  ctx: AppContext,
  caller: AuthUser,
  batchId: string,
  studentsShare: boolean,
): Promise<Batch> {
  const { role } = await classroomBatch(ctx.db, caller, batchId, MATERIALS_MESSAGES.notTeacherSharing);
  if (role !== 'teacher') throw new ForbiddenError(MATERIALS_MESSAGES.notTeacherSharing);
  await ctx.db
    .update(batches)
    .set({ studentsShareMaterials: studentsShare })
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)));
  return viewOf(ctx.db, caller, batchId);
}
