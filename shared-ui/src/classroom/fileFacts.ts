import {
  CLASSROOM_FILE_KINDS,
  CLASSROOM_FILE_LIMITS,
  CLASSROOM_FILE_MESSAGES,
  CLASSROOM_FILE_TYPES,
  type ClassroomFileType,
} from '@pathshala/shared-api/contract';
import { useMemo } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { useClassroomText } from './i18n';

export type FileKind = (typeof CLASSROOM_FILE_KINDS)[ClassroomFileType];

const EXTENSIONS = new Set<string>([...Object.values(CLASSROOM_FILE_TYPES), 'jpeg']);

/** What a stored file is, by the type the server read off its bytes ('pdf', 'image'…); null for another. */
export function fileKind(type: string): FileKind | null {
  return (CLASSROOM_FILE_KINDS as Record<string, FileKind>)[type] ?? null;
}

/**
 * The contract's message for a file the server would refuse (too large, empty, or not an accepted type), as far as
 * the browser can tell before sending it: its size, and its declared type or extension (the server reads its
 * bytes). Null for a file that may go.
 */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > CLASSROOM_FILE_LIMITS.maxBytes) return CLASSROOM_FILE_MESSAGES.tooLarge;
  if (file.size === 0) return CLASSROOM_FILE_MESSAGES.fileEmpty;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const typed = file.type !== '' && file.type in CLASSROOM_FILE_TYPES;
  if (!typed && !EXTENSIONS.has(extension)) return CLASSROOM_FILE_MESSAGES.typeInvalid;
  return null;
}

/** A file's kind and size in the reader's language: 'PDF', '2.4 MB' / '২.৪ মেগাবাইট'. */
export function useFileFacts() {
  const t = useClassroomText();
  const f = useFormat();
  return useMemo(
    () => ({
      kind: (type: string) => {
        const kind = fileKind(type);
        return kind ? t(`file.kind.${kind}`) : t('file.kind.other');
      },
      size: (bytes: number) => {
        if (bytes < 1024) return t('file.bytes', { size: f.number(bytes) });
        if (bytes < 1024 * 1024)
          return t('file.kb', { size: f.number(Math.max(1, Math.round(bytes / 1024))) });
        return t('file.mb', {
          size: f.number(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        });
      },
    }),
    [t, f],
  );
}
