import { Box, Button, Flex, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import type { Material } from '@pathshala/shared-api/contract';
import {
  FiDownload,
  FiExternalLink,
  FiFile,
  FiFileText,
  FiGrid,
  FiImage,
  FiLink,
  FiMonitor,
  FiTrash2,
} from 'react-icons/fi';
import { useFormat } from '@pathshala/shared-ui';
import { useTuitionText } from '../posts/postText';
import { fileKind, useFileFacts, type FileKind } from './fileFacts';
import { useClassroomText } from './i18n';

const KIND_ICONS: Record<FileKind, typeof FiFile> = {
  pdf: FiFileText,
  image: FiImage,
  word: FiFileText,
  powerpoint: FiMonitor,
  excel: FiGrid,
};

export interface MaterialListProps {
  materials: readonly Material[];
  /** Asks to delete one the viewer may delete (`can_delete`). */
  onDelete?: (material: Material) => void;
  /** A delete is on its way: the Delete buttons wait. */
  busy?: boolean;
}

/** A link's host, 'docs.google.com', to show beside its title; the address itself when it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}

function MaterialItem({
  material,
  onDelete,
  busy,
}: { material: Material } & Omit<MaterialListProps, 'materials'>) {
  const t = useClassroomText();
  const f = useFormat();
  const facts = useFileFacts();
  const { username } = useTuitionText();
  const file = material.file;
  const link = material.kind === 'link' ? material.url : null;
  const kind = file ? fileKind(file.type) : null;
  const icon = file ? (kind ? KIND_ICONS[kind] : FiFile) : FiLink;

  return (
    <List.Item
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      gap="3"
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex gap="3" flex="1" minW="0">
        <Flex
          boxSize="10"
          rounded="md"
          bg="brand.subtle"
          color="brand.fg"
          align="center"
          justify="center"
          flexShrink="0"
        >
          <Icon as={icon} boxSize="5" aria-hidden />
        </Flex>
        <Stack gap="0.5" minW="0">
          <Heading as="h3" size="sm" overflowWrap="anywhere">
            {material.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {file
              ? t('material.fileFacts', {
                  kind: facts.kind(file.type),
                  size: facts.size(file.size),
                  name: file.name,
                })
              : t('material.linkFacts', { host: hostOf(link ?? '') })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {material.uploaded_by
              ? t('material.sharedBy', {
                  name: username(material.uploaded_by.username),
                  when: f.dateTime(material.createdAt),
                })
              : t('material.sharedAt', { when: f.dateTime(material.createdAt) })}
          </Text>
        </Stack>
      </Flex>
      <HStack gap="2" flexShrink="0" alignSelf={{ base: 'stretch', sm: 'center' }} wrap="wrap">
        {file ? (
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <a
              href={file.url}
              download={file.name}
              aria-label={t('material.downloadNamed', { title: material.title })}
            >
              <FiDownload aria-hidden />
              {t('material.download')}
            </a>
          </Button>
        ) : null}
        {link ? (
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t('material.openNamed', { title: material.title })}
            >
              <FiExternalLink aria-hidden />
              {t('material.open')}
            </a>
          </Button>
        ) : null}
        {onDelete && material.can_delete ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => onDelete(material)}
            aria-label={t('material.deleteNamed', { title: material.title })}
          >
            <FiTrash2 aria-hidden />
            {t('material.delete')}
          </Button>
        ) : null}
      </HStack>
    </List.Item>
  );
}

/** A batch's materials, newest first: each file with its kind, size and name, each link with its site; who shared
 * it and when (Dhaka time); Download or Open, and Delete for those who may. */
export function MaterialList({ materials, onDelete, busy = false }: MaterialListProps) {
  const t = useClassroomText();
  return (
    <Box>
      <List.Root variant="plain" aria-label={t('materials.listLabel')}>
        {materials.map((material) => (
          <MaterialItem key={material._id} material={material} onDelete={onDelete} busy={busy} />
        ))}
      </List.Root>
    </Box>
  );
}
