import { useProfile } from '@pathshala/shared-api';
import type { Batch } from '@pathshala/shared-api/contract';
import {
  useDeleteMaterial,
  useMaterialPages,
  useSetMaterialSharing,
  useShareMaterialFile,
  useShareMaterialLink,
} from '@pathshala/shared-api/classroom';
import { MaterialsPanel, type ShareMaterialInput } from '@pathshala/shared-ui/classroom';

/**
 * The Materials tab of a batch's page, for its teacher: share files and links, delete any, and choose whether the
 * batch's students may share too.
 */
export function MaterialsTab({ batch }: { batch: Batch }) {
  const { data: profile } = useProfile();
  // A batch they own but another teacher teaches: they share as its members may, and have no switch.
  const teaches = profile !== undefined && batch.teacher_id?._id === profile._id;
  const pages = useMaterialPages(batch._id);
  const shareFile = useShareMaterialFile(batch._id);
  const shareLink = useShareMaterialLink(batch._id);
  const remove = useDeleteMaterial(batch._id);
  const sharing = useSetMaterialSharing(batch._id);
  const share = (input: ShareMaterialInput) =>
    'file' in input ? shareFile.mutateAsync(input) : shareLink.mutateAsync(input);

  return (
    <MaterialsPanel
      materials={{ ...pages, data: pages.data?.pages.flatMap((page) => page.items) }}
      hasMore={pages.hasNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      loadingMore={pages.isFetchingNextPage}
      canShare={teaches || batch.students_share_materials}
      onShare={share}
      onDelete={(material) => remove.mutateAsync(material._id)}
      deleting={remove.isPending}
      studentSharing={
        teaches
          ? {
              allowed: batch.students_share_materials,
              onChange: sharing.mutateAsync,
              busy: sharing.isPending,
            }
          : undefined
      }
    />
  );
}
