// A batch's private files (materials, assignment attachments, submissions): reading an upload (multipart or
// JSON) with its one file recognised by its bytes, storing it under a private key that /uploads never serves,
// the short-lived signed link a viewer gets for it, and serving that link after checking, at that moment,
// that the one it was made for may still have the file.
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLASSROOM_FILE_LIMITS,
  CLASSROOM_FILE_MESSAGES,
  CLASSROOM_FILE_TYPES,
  type ClassroomFile,
  type ClassroomFileType,
} from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import { deriveKey, openBytes, sealBytes, sha256Hex } from '../../crypto';
import type { Queryable } from '../../db';
import { isDatabaseUnavailable } from '../../db/errors';
import { assignments, batchMaterials, submissions } from '../../db/schema';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '../../http/errors';
import { API_PREFIX } from '../../http/prefix';
import { newPrivateKey, orUnavailable, type Storage } from '../../providers/storage';
import { sniffImageType } from '../users/cover-image';
import { findActiveUserById } from '../users/repository';
import { liveBatch } from '../batches/membership';
import { roleInBatch } from './access';

// ---------------------------------------------------------------------------------------------------------
// What a file is, by its bytes

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65535. */
const END_RECORD_SEARCH = 22 + 0xffff;

/**
 * The names of a ZIP archive's entries, read from its central directory (found through the end record at
 * the end of the file), or null when the bytes are no well-formed ZIP. ZIP64 archives (over 4 GB or 65535
 * entries) are not read: an Office file under 10 MB is never one.
 */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (!startsWith(bytes, ZIP_LOCAL) || bytes.length < 22) return null;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_RECORD_SEARCH); at--) {
    if (
      bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
      at + 22 + bytes.readUInt16LE(at + 20) <= bytes.length
    ) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  if (offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || bytes.readUInt32LE(at) !== CENTRAL_FILE_HEADER) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > offset + size) return null;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

const OOXML_MAIN_PARTS: [string, ClassroomFileType][] = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
];

/**
 * An Office Open XML document (.docx, .pptx, .xlsx) by its entries: a ZIP with `[Content_Types].xml` and the
 * main part of exactly one of Word, PowerPoint or Excel. One with macros (a vbaProject.bin: .docm and kin)
 * is none of the accepted types.
 */
function ooxmlType(bytes: Buffer): ClassroomFileType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const entries = new Set(names.map((name) => name.toLowerCase()));
  if (!entries.has('[content_types].xml')) return null;
  if (names.some((name) => /(^|\/)vbaproject\.bin$/i.test(name))) return null;
  const found = OOXML_MAIN_PARTS.filter(([part]) => entries.has(part));
  return found.length === 1 ? found[0]![1] : null;
}

const LEGACY_OFFICE: Record<string, ClassroomFileType> = {
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  xls: 'application/vnd.ms-excel',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The type of a file by its bytes (never its declared type): PDF, JPEG, PNG, WebP, GIF, .docx/.pptx/.xlsx
 * (a ZIP whose entries say which), or a legacy .doc/.ppt/.xls (the OLE2 signature; which of the three by
 * the name's extension, since their containers look alike); null for anything else.
 */
export function sniffClassroomFile(bytes: Buffer, name: string): ClassroomFileType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  const image = sniffImageType(bytes);
  if (image) return image;
  if (startsWith(bytes, ZIP_LOCAL)) return ooxmlType(bytes);
  if (startsWith(bytes, OLE2)) return LEGACY_OFFICE[extensionOf(name)] ?? null;
  return null;
}

const EXTENSIONS_OF_TYPE: Partial<Record<ClassroomFileType, string[]>> = { 'image/jpeg': ['jpg', 'jpeg'] };

// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f"]/g;

/**
 * The name a file is kept and offered under: the uploader's, without any folder, control characters or
 * quotes, at most CLASSROOM_FILE_LIMITS.nameMax characters, and ending with its type's extension (a PNG sent
 * as 'notes.pdf' is 'notes.png', one named 'notes' becomes 'notes.pdf' when it is a PDF).
 */
export function cleanFileName(raw: string | undefined, type: ClassroomFileType): string {
  const extension = CLASSROOM_FILE_TYPES[type];
  const accepted = EXTENSIONS_OF_TYPE[type] ?? [extension];
  let name = (raw ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(UNSAFE_NAME_CHARACTERS, '')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .normalize('NFC');
  const current = extensionOf(name);
  if (!accepted.includes(current)) {
    const known = Object.values(CLASSROOM_FILE_TYPES).includes(current as never) || current === 'jpeg';
    name = `${known ? name.slice(0, name.lastIndexOf('.')) : name}.${extension}`;
  }
  const suffix = name.slice(name.lastIndexOf('.'));
  let base = name.slice(0, name.lastIndexOf('.')).trim();
  if (base === '') base = 'file';
  const room = CLASSROOM_FILE_LIMITS.nameMax - suffix.length;
  if (base.length > room) base = [...base].slice(0, room).join('');
  return `${base}${suffix}`;
}

// ---------------------------------------------------------------------------------------------------------
// Reading an upload

/** A file as it was sent, its type read off its bytes. */
export interface UploadedFile {
  name: string;
  type: ClassroomFileType;
  bytes: Buffer;
}

/** A file kept in the storage for a row (its `file_*` columns). */
export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

const FILE_FIELD = 'file';
const MAX_FIELDS = 20;
/** The longest text field (submission text: 10000 characters, up to 3 bytes each in UTF-8). */
const FIELD_BYTES_MAX = 64 * 1024;

/**
 * Registers multipart parsing for the routes of the calling plugin (its own scope), with the classroom's
 * limits: one file of at most 10 MB, a few text fields. Call it at the top of each routes plugin that
 * takes uploads, before its routes.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: CLASSROOM_FILE_LIMITS.maxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: FIELD_BYTES_MAX,
      parts: MAX_FIELDS + 2,
      headerPairs: 100,
    },
  });
}

/** Multipart errors worth their own words; any other failure to parse the form is a 400. */
function formError(error: unknown): Error {
  if (error instanceof HttpError || isDatabaseUnavailable(error)) return error as Error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, CLASSROOM_FILE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new BadRequestError(CLASSROOM_FILE_MESSAGES.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'Request is too large');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, CLASSROOM_FILE_MESSAGES.formInvalid);
  return new BadRequestError('Invalid multipart form');
}

/** A JSON body's fields as text (numbers and true/false as their text; null as absent). */
function jsonFields(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else
      throw new BadRequestError(CLASSROOM_FILE_MESSAGES.fieldInvalid, {
        [name]: CLASSROOM_FILE_MESSAGES.fieldInvalid,
      });
  }
  return fields;
}

/**
 * A multipart or JSON request's text fields and its one optional file, in the field `file` (multipart only):
 * 413 over 10 MB, 415 when its bytes are none of the accepted types, 400 for a second file, a file in another
 * field or an empty file. A text field sent twice counts once (the first).
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { fields: jsonFields(body as Record<string, unknown>), file: null };
    throw new HttpError(415, CLASSROOM_FILE_MESSAGES.formInvalid);
  }
  const fields: Record<string, string> = {};
  let sent: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== FILE_FIELD)
          throw new BadRequestError(CLASSROOM_FILE_MESSAGES.fileFieldInvalid);
        // A browser sends an empty, unnamed file when none was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        if (bytes.length === 0) throw new BadRequestError(CLASSROOM_FILE_MESSAGES.fileEmpty);
        sent = { name: part.filename, bytes };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, 'Request is too large');
        if (!(part.fieldname in fields) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error);
  }
  if (!sent) return { fields, file: null };
  const type = sniffClassroomFile(sent.bytes, sent.name);
  if (!type) throw new HttpError(415, CLASSROOM_FILE_MESSAGES.typeInvalid);
  return { fields, file: { name: cleanFileName(sent.name, type), type, bytes: sent.bytes } };
}

// ---------------------------------------------------------------------------------------------------------
// Storing and forgetting

/** Stores an uploaded file under a new private key (503 when the storage fails). */
export async function storeFile(
  storage: Storage,
  file: { name: string; type: string; bytes: Buffer },
  log?: FastifyBaseLogger,
): Promise<StoredFile> {
  const key = newPrivateKey(file.type);
  await orUnavailable(storage.put(key, file.bytes, file.type), log);
  return { key, name: file.name, type: file.type, size: file.bytes.length };
}

/** A row's file columns as a StoredFile (null when it has no file). */
export function storedFileOf(row: {
  fileKey: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
}): StoredFile | null {
  if (!row.fileKey) return null;
  return {
    key: row.fileKey,
    name: row.fileName ?? 'file',
    type: row.fileType ?? 'application/octet-stream',
    size: row.fileSize ?? 0,
  };
}

/** The file columns of a row for a stored file (all null for none). */
export function fileColumns(file: StoredFile | null) {
  return {
    fileKey: file?.key ?? null,
    fileName: file?.name ?? null,
    fileType: file?.type ?? null,
    fileSize: file?.size ?? null,
  };
}

/**
 * Removes a stored file once the row that named it is gone (or never came to be): it never fails, a
 * failure is logged (the file is then an orphan, unreachable since no row names it). Awaitable.
 */
export async function removeFile(
  storage: Storage,
  key: string | null | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (err) {
    log.error({ err, key }, 'could not remove a classroom file');
  }
}

/** `removeFile` without waiting for it: for after the row is gone, never failing the request. */
export function forgetFile(
  storage: Storage,
  key: string | null | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): void {
  void removeFile(storage, key, log);
}

// ---------------------------------------------------------------------------------------------------------
// Signed links

export type FileRefKind = 'material' | 'assignment' | 'submission';
export interface FileRef {
  kind: FileRefKind;
  id: string;
}

/** How long a download link works. */
export const FILE_LINK_TTL_MS = 60 * 60 * 1000;
const KINDS: FileRefKind[] = ['material', 'assignment', 'submission'];
const TOKEN_VERSION = 1;
/** version, kind, row id, user id, expiry (seconds), the first bytes of the key's hash. */
const TOKEN_BYTES = 1 + 1 + 16 + 16 + 4 + 8;

const linkKeys = new WeakMap<AppContext, Uint8Array>();
function linkKey(ctx: AppContext): Uint8Array {
  let key = linkKeys.get(ctx);
  if (!key) {
    key = deriveKey(ctx.config.appSecret, 'batch-file-links');
    linkKeys.set(ctx, key);
  }
  return key;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const keyTag = (key: string) => Buffer.from(sha256Hex(key).slice(0, 16), 'hex');

/** A sealed token naming a file (of a row, as its key is now) for a user until `expires`. */
export function fileToken(
  ctx: AppContext,
  userId: string,
  ref: FileRef,
  fileKey: string,
  expires: Date,
): string {
  const plain = Buffer.alloc(TOKEN_BYTES);
  plain[0] = TOKEN_VERSION;
  plain[1] = KINDS.indexOf(ref.kind);
  uuidBytes(ref.id).copy(plain, 2);
  uuidBytes(userId).copy(plain, 18);
  plain.writeUInt32BE(Math.ceil(expires.getTime() / 1000), 34);
  keyTag(fileKey).copy(plain, 38);
  return sealBytes(linkKey(ctx), plain);
}

interface OpenedToken extends FileRef {
  userId: string;
  expires: Date;
  keyTag: Buffer;
}

/** What a token names, or null when it was altered, made under another secret, or is not one. */
export function openFileToken(ctx: AppContext, token: string): OpenedToken | null {
  let plain: Buffer;
  try {
    plain = openBytes(linkKey(ctx), token);
  } catch {
    return null;
  }
  if (plain.length !== TOKEN_BYTES || plain[0] !== TOKEN_VERSION) return null;
  const kind = KINDS[plain[1]!];
  if (!kind) return null;
  return {
    kind,
    id: uuidOf(plain.subarray(2, 18)),
    userId: uuidOf(plain.subarray(18, 34)),
    expires: new Date(plain.readUInt32BE(34) * 1000),
    keyTag: plain.subarray(38, 46),
  };
}

/** The path of a file's download link (on this origin, as an upload's). */
export const fileLinkPath = (token: string) => `${API_PREFIX}/batch-files/${token}`;

/**
 * A file as `callerId` sees it: its name, type, size and a signed link (about an hour) made for them; the
 * link is checked again when it is used (GET /batch-files/{token}).
 */
export function fileView(
  ctx: AppContext,
  callerId: string,
  ref: FileRef,
  file: StoredFile | null,
  now: Date,
): ClassroomFile | null {
  if (!file) return null;
  const token = fileToken(ctx, callerId, ref, file.key, new Date(now.getTime() + FILE_LINK_TTL_MS));
  return { name: file.name, type: file.type, size: file.size, url: fileLinkPath(token) };
}

/** The row a token names: its file and batch, and for a submission its student. */
async function fileOwnerOf(
  db: Queryable,
  ref: FileRef,
): Promise<{ file: StoredFile | null; batchId: string; studentId: string | null } | null> {
  const fileOf = (table: typeof batchMaterials | typeof assignments | typeof submissions) => ({
    fileKey: table.fileKey,
    fileName: table.fileName,
    fileType: table.fileType,
    fileSize: table.fileSize,
  });
  if (ref.kind === 'material') {
    const [row] = await db
      .select({ ...fileOf(batchMaterials), batchId: batchMaterials.batchId })
      .from(batchMaterials)
      .where(eq(batchMaterials.id, ref.id));
    return row ? { file: storedFileOf(row), batchId: row.batchId, studentId: null } : null;
  }
  if (ref.kind === 'assignment') {
    const [row] = await db
      .select({ ...fileOf(assignments), batchId: assignments.batchId })
      .from(assignments)
      .where(eq(assignments.id, ref.id));
    return row ? { file: storedFileOf(row), batchId: row.batchId, studentId: null } : null;
  }
  const [row] = await db
    .select({
      ...fileOf(submissions),
      batchId: assignments.batchId,
      studentId: submissions.studentId,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(eq(submissions.id, ref.id));
  return row ? { file: storedFileOf(row), batchId: row.batchId, studentId: row.studentId } : null;
}

/**
 * The file a download token stands for, once every check passes at this moment: the token is whole and
 * unexpired (403), its user still active (403) and still the batch's teacher or student, or an admin (403);
 * for a submission, its student, the teacher or an admin (403); the row, its batch and the very file the
 * link was made for still there (404).
 */
export async function fileForToken(ctx: AppContext, token: string, now: Date): Promise<StoredFile> {
  const opened = openFileToken(ctx, token);
  if (!opened || opened.expires <= now) throw new ForbiddenError(CLASSROOM_FILE_MESSAGES.linkInvalid);
  const user = await findActiveUserById(ctx.db, opened.userId);
  if (!user) throw new ForbiddenError(CLASSROOM_FILE_MESSAGES.noAccess);
  const owner = await fileOwnerOf(ctx.db, opened);
  if (!owner?.file || !keyTag(owner.file.key).equals(opened.keyTag))
    throw new NotFoundError(CLASSROOM_FILE_MESSAGES.gone);
  const batch = await liveBatch(ctx.db, owner.batchId);
  if (!batch) throw new NotFoundError(CLASSROOM_FILE_MESSAGES.gone);
  const role = await roleInBatch(ctx.db, batch, user);
  if (!role) throw new ForbiddenError(CLASSROOM_FILE_MESSAGES.noAccess);
  if (opened.kind === 'submission' && role === 'student' && owner.studentId !== user.id)
    throw new ForbiddenError(CLASSROOM_FILE_MESSAGES.noAccess);
  return owner.file;
}

/** Printable ASCII only, without quotes, backslashes, percent signs or semicolons, spaces collapsed. */
const asciiOnly = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * `filename` for old clients (ASCII: 'file' when nothing of the name is left) and `filename*` (RFC 5987,
 * the name itself in UTF-8).
 */
export function contentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = asciiOnly(dot > 0 ? name.slice(0, dot) : name);
  const extension = dot > 0 ? asciiOnly(name.slice(dot)) : '';
  const ascii = `${/[A-Za-z0-9]/.test(base) ? base : 'file'}${extension}`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** GET /batch-files/{token}: a private file through its signed link (no sign-in: the link names its user). */
export const batchFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/batch-files/:token',
    {
      schema: {
        tags: ['classroom'],
        summary:
          "A batch's private file (a material, an assignment's attachment or a submission's) by its signed link",
        description:
          'The `url` of a file in a material, an assignment or a submission: made for one user, it works for about ' +
          'an hour and only while that user is still active and a member of the live batch (or an admin; for a ' +
          "submission, its student, the batch's teacher or an admin). Served as an attachment with its original " +
          'name. 403 when the link is invalid or expired or access was lost, 404 when the file is no longer shared.',
        params: z.object({ token: z.string().max(200) }),
        // Not the JSON envelope (a file), so no response schema: as GET /uploads/{name}.
      },
    },
    async (request, reply) => {
      const file = await fileForToken(app.ctx, request.params.token, app.ctx.clock());
      const stored = await orUnavailable(app.storage.get(file.key), request.log);
      if (!stored) throw new NotFoundError(CLASSROOM_FILE_MESSAGES.gone);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
};
