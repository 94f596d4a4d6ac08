import { z } from 'zod';

/**
 * A batch's private files (materials, assignment attachments, submissions): recognised by their bytes, never
 * by their name or declared type, at most 10 MB each.
 */
export const CLASSROOM_FILE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** The longest file name kept (a longer one is shortened, its extension kept). */
  nameMax: 200,
} as const;

/** The accepted file types (what the server reads off the bytes), each with its usual extension. */
export const CLASSROOM_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
} as const;
export type ClassroomFileType = keyof typeof CLASSROOM_FILE_TYPES;
export const CLASSROOM_FILE_TYPE_LIST = Object.keys(CLASSROOM_FILE_TYPES) as ClassroomFileType[];

/** For a file input's `accept`: the extensions and the types. */
export const CLASSROOM_FILE_ACCEPT = [
  ...new Set(Object.values(CLASSROOM_FILE_TYPES).map((extension) => `.${extension}`)),
  '.jpeg',
  ...CLASSROOM_FILE_TYPE_LIST,
].join(',');

/** What a file of a type is, to show beside it ('PDF', 'Word', 'Image'…). */
export const CLASSROOM_FILE_KINDS: Record<
  ClassroomFileType,
  'pdf' | 'image' | 'word' | 'powerpoint' | 'excel'
> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'powerpoint',
  'application/vnd.ms-powerpoint': 'powerpoint',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/vnd.ms-excel': 'excel',
};

export const CLASSROOM_FILE_MESSAGES = {
  /** 413 */
  tooLarge: 'File must be at most 10 MB',
  /** 415 */
  typeInvalid:
    'File must be a PDF, an image (JPEG, PNG, WebP or GIF), or a Word, PowerPoint or Excel document',
  oneFile: 'Send one file at most',
  fileFieldInvalid: 'Send the file in the field named file',
  fileEmpty: 'The file is empty',
  formInvalid: 'Send the form as multipart/form-data or JSON',
  fieldInvalid: 'Send each field as text',
  /** GET /batch-files/{token} */
  linkInvalid: 'This download link is invalid or has expired; open the file again from the batch page',
  noAccess: 'You no longer have access to this file',
  gone: 'This file is no longer shared',
} as const;

/**
 * A private file as its viewer gets it: the uploader's file name, its type (read off its bytes), its size in
 * bytes and `url`, a short-lived signed link (about an hour) to download it, made for the caller: it stops
 * working at once when the caller is no longer a member of the batch.
 */
export const classroomFile = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ClassroomFile = z.infer<typeof classroomFile>;

/** The size of a file for people: '850 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
