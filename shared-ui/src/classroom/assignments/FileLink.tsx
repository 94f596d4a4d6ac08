import { HStack, Icon, Link, Text } from '@chakra-ui/react';
import type { ClassroomFile } from '@pathshala/shared-api/contract';
import { FiDownload } from 'react-icons/fi';
import { useAssignmentsText } from './i18n';
import { useFileFacts } from '../fileFacts';

export interface FileLinkProps {
  file: ClassroomFile;
}

/**
 * A private file to download: its name (the link, through its short-lived signed URL, which the server answers
 * as an attachment) with its kind and size.
 */
export function FileLink({ file }: FileLinkProps) {
  const t = useAssignmentsText();
  const facts = useFileFacts();
  return (
    <HStack gap="2" align="start" minW="0">
      <Icon as={FiDownload} mt="1" flexShrink={0} color="brand.fg" aria-hidden />
      <Text minW="0">
        <Link
          href={file.url}
          download={file.name}
          rel="noopener"
          aria-label={t('file.download', { name: file.name })}
          color="brand.fg"
          fontWeight="medium"
          overflowWrap="anywhere"
        >
          {file.name}
        </Link>{' '}
        <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
          ({t('file.details', { kind: facts.kind(file.type), size: facts.size(file.size) })})
        </Text>
      </Text>
    </HStack>
  );
}
