import { z } from 'zod';
import { classroomFile } from './classroom';
import { envelope, pagedEnvelope } from './common';
import { userRef } from './users';

export const MATERIAL_LIMITS = {
  title: 120,
  url: 2000,
} as const;

export const MATERIAL_KINDS = ['file', 'link'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export const MATERIALS_MESSAGES = {
  titleRequired: 'Title is required',
  titleInvalid: 'Title must be text',
  titleTooLong: `Title must be at most ${MATERIAL_LIMITS.title} characters long`,
  urlInvalid: 'Link must be a web address starting with http:// or https://',
  urlTooLong: `Link must be at most ${MATERIAL_LIMITS.url} characters long`,
  fileOrLink: 'Share a file or a link',
  fileAndLink: 'Share a file or a link, not both',
  listed: 'Materials fetched successfully',
  shared: 'Material shared',
  deleted: 'Material deleted',
  notFound: 'Material not found',
  notMember: 'Only members of this batch can see its materials',
  studentsMayNotShare: "Only the batch's teacher can share materials in this batch",
  adminMayNotShare: "Admins can see and remove a batch's materials, not share them",
  notAllowedDelete: "Only the batch's teacher or whoever shared it can delete this material",
  sharingInvalid: 'students_share_materials must be true or false',
  notTeacherSharing: "Only the batch's teacher can choose who shares materials",
  sharingOn: 'Students of this batch can now share materials',
  sharingOff: 'Only the teacher can share materials in this batch now',
  batchFetched: 'Batch fetched successfully',
  notMemberBatch: 'Only members of this batch can see it',
} as const;

const title = z
  .string({
    error: (issue) =>
      issue.input === undefined ? MATERIALS_MESSAGES.titleRequired : MATERIALS_MESSAGES.titleInvalid,
  })
  .trim()
  .min(1, MATERIALS_MESSAGES.titleRequired)
  .max(MATERIAL_LIMITS.title, MATERIALS_MESSAGES.titleTooLong);

/** True for an http or https address a browser can open (no credentials in it, a host). */
export function isWebLink(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
}

const link = z
  .string({ error: MATERIALS_MESSAGES.urlInvalid })
  .trim()
  .max(MATERIAL_LIMITS.url, MATERIALS_MESSAGES.urlTooLong)
  .refine(isWebLink, MATERIALS_MESSAGES.urlInvalid);

/**
 * POST /batch/{id}/materials: JSON `{ title, url }` shares a link; multipart/form-data with `title` and one
 * `file` (PDF, JPEG, PNG, WebP, GIF, Word, PowerPoint or Excel, at most 10 MB) shares a file. These are its
 * text fields; the file is read apart.
 */
export const shareMaterialFields = z.object({
  title,
  url: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    link.optional(),
  ),
});
export type ShareMaterialFields = z.output<typeof shareMaterialFields>;
/** The link form, as a client sends it as JSON. */
export const shareLinkBody = z.object({ title, url: link });
export type ShareLinkBody = z.input<typeof shareLinkBody>;

/** PUT /batch/{id}/materials/sharing (the teacher): whether the batch's students may share materials too. */
export const materialSharingBody = z.object({
  students_share_materials: z.boolean({ error: MATERIALS_MESSAGES.sharingInvalid }),
});
export type MaterialSharingBody = z.infer<typeof materialSharingBody>;

export const materialParams = z.object({
  id: z.string().uuid('Invalid id'),
  materialId: z.string().uuid('Invalid id'),
});

/** A file or a link shared with a batch, as a member (or an admin) sees it. */
export const material = z.object({
  _id: z.string(),
  batch_id: z.string(),
  title: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  /** A link's address (null for a file). */
  url: z.string().nullable(),
  /** A file's name, type, size and signed download link (null for a link). */
  file: classroomFile.nullable(),
  /** Null once the account that shared it is gone. */
  uploaded_by: userRef.nullable(),
  /** Whether the caller may delete it (the teacher, whoever shared it, an admin). */
  can_delete: z.boolean(),
  createdAt: z.string(),
});
export type Material = z.infer<typeof material>;

export const materialListResponse = pagedEnvelope(material);
export const materialResponse = envelope(material);
