import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckboxField } from '../form/CheckboxField';
import type { Material } from '@pathshala/shared-api/contract';
import { useId, useState } from 'react';
import { FiFolder, FiShare2 } from 'react-icons/fi';
import { EmptyState } from '../states/EmptyState';
import { QueryView, type QueryLike } from '../states/QueryView';
import { withToasts } from '../toast/withToasts';
import { useConfirmedDelete } from '../overlays/useConfirmedDelete';
import { useClassroomText } from './i18n';
import { MaterialList } from './MaterialList';
import { ShareMaterialDialog, type ShareMaterialInput } from './ShareMaterialDialog';

export interface MaterialsPanelProps {
  /** The batch's materials loaded so far, newest first. */
  materials: QueryLike<readonly Material[]>;
  /** More, older ones to load (Load more). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Whether the viewer may share (the teacher; students when the teacher allows it). */
  canShare: boolean;
  /** Shares one; rejects with the server's error. */
  onShare: (input: ShareMaterialInput) => Promise<unknown>;
  /** Deletes one; rejects with the server's error. */
  onDelete: (material: Material) => Promise<unknown>;
  deleting?: boolean;
  /** The teacher's switch 'Students can share materials', with its state and what flips it. */
  studentSharing?: {
    allowed: boolean;
    onChange: (allowed: boolean) => Promise<unknown>;
    busy?: boolean;
  };
}

/**
 * The Materials tab: Share material (for those who may), the teacher's switch letting students share, and the
 * batch's materials with Download, Open and Delete (after asking); loading, failed and empty states.
 */
export function MaterialsPanel({
  materials,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  canShare,
  onShare,
  onDelete,
  deleting = false,
  studentSharing,
}: MaterialsPanelProps) {
  const t = useClassroomText();
  const headingId = useId();
  const [sharing, setSharing] = useState(false);
  const remove = useConfirmedDelete<Material>({
    title: t('delete.heading'),
    message: t('delete.question'),
    deleted: t('delete.done'),
    failed: t('delete.failed'),
    destroy: onDelete,
    destroying: deleting,
  });

  const share = (input: ShareMaterialInput) =>
    withToasts(onShare(input), { success: t('share.done'), failure: t('share.failed') }).then(() =>
      setSharing(false),
    );

  const shareButton = canShare ? (
    <Button colorPalette="brand" onClick={() => setSharing(true)} flexShrink="0">
      <FiShare2 aria-hidden />
      {t('materials.share')}
    </Button>
  ) : null;

  return (
    <Stack as="section" gap="5" aria-labelledby={headingId}>
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'end' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {t('materials.heading')}
          </Heading>
          <Text color="fg.muted">{canShare ? t('materials.intro') : t('materials.introTeacherOnly')}</Text>
        </Stack>
        {shareButton}
      </Flex>
      {studentSharing ? (
        <CheckboxField
          name="students_share_materials"
          label={t('sharing.label')}
          checked={studentSharing.allowed}
          disabled={studentSharing.busy}
          onChange={(checked) =>
            void withToasts(studentSharing.onChange(checked), {
              success: checked ? t('sharing.on') : t('sharing.off'),
              failure: t('sharing.failed'),
            }).catch(() => undefined)
          }
        />
      ) : null}
      <QueryView
        query={materials}
        loadingLabel={t('materials.loading')}
        errorMessage={t('materials.failed')}
        empty={
          <EmptyState
            icon={FiFolder}
            title={t('materials.empty.title')}
            description={canShare ? t('materials.empty.share') : t('materials.empty.wait')}
            action={shareButton}
          />
        }
      >
        {(items) => (
          <Stack gap="4">
            <MaterialList materials={items} onDelete={remove.ask} busy={deleting} />
            {hasMore && onLoadMore ? (
              <Button variant="outline" alignSelf="center" onClick={onLoadMore} loading={loadingMore}>
                {t('materials.more')}
              </Button>
            ) : null}
          </Stack>
        )}
      </QueryView>
      <ShareMaterialDialog open={sharing} onClose={() => setSharing(false)} onShare={share} />
      {remove.dialog}
    </Stack>
  );
}
