import type { Batch } from '@pathshala/shared-api/contract';
import {
  useDeleteMaterial,
  useMaterialPages,
  useShareMaterialFile,
  useShareMaterialLink,
} from '@pathshala/shared-api/classroom';
import { MaterialsPanel, type ShareMaterialInput } from '@pathshala/shared-ui/classroom';

/**
 * The Materials tab of a batch's page, for a student: the batch's files and links to download or open; Share
 * material when the teacher lets students share; Delete on what they shared themselves.
 */
export function MaterialsTab({ batch }: { batch: Batch }) {
  const pages = useMaterialPages(batch._id);
  const shareFile = useShareMaterialFile(batch._id);
  const shareLink = useShareMaterialLink(batch._id);
  const remove = useDeleteMaterial(batch._id);
  const share = (input: ShareMaterialInput) =>
    'file' in input ? shareFile.mutateAsync(input) : shareLink.mutateAsync(input);

  return (
    <MaterialsPanel
      materials={{ ...pages, data: pages.data?.pages.flatMap((page) => page.items) }}
      hasMore={pages.hasNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      loadingMore={pages.isFetchingNextPage}
      canShare={batch.students_share_materials}
      onShare={share}
      onDelete={(material) => remove.mutateAsync(material._id)}
      deleting={remove.isPending}
    />
  );
}
