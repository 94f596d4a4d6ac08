import { useProfile } from '@pathshala/shared-api';
import { useAddBatch, useAdminBatches, useRemoveBatch } from '@pathshala/shared-api/admin';
import type { Batch } from '@pathshala/shared-api/contract';
import { FiUsers, PageContainer, SimpleGrid, Stack, VisuallyHidden } from '@pathshala/shared-ui';
import {
  ADMIN_BATCH_TIME,
  AddBatchDialog,
  BatchCard,
  toCreateBatchInput,
  type AddBatchValues,
} from '@pathshala/shared-ui/batches';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { useState } from 'react';
import { failed, succeeded } from '../components/feedback';
import { ManagementHeader } from '../components/ManagementHeader';
import { PagedResults } from '../components/PagedResults';
import { SearchForm } from '../components/SearchForm';

/** SPEC §2 Batch Management (headed 'Batch Management', DESIGN §6.10), §8 batch messages. */
export const BATCH_TEXTS = {
  added: 'Batch created successfully',
  addFailed: 'Failed to create batch. Please try again.',
  deleted: 'Batch deleted',
  deleteFailed: 'Failed to delete batch. Please try again.',
  empty: 'No batches found',
  loading: 'Loading batches...',
  loadFailed: 'Failed to load batches.',
} as const;

/** /admin/batches: every batch, search, New Batch (any owner and teacher), Delete. */
export function Batches() {
  // The search lives in the page (a router navigation inside a submit would make React treat the form as an action).
  const [q, setQ] = useState('');
  const { data: profile } = useProfile();
  const batches = useAdminBatches(q);
  const addBatch = useAddBatch();
  const removeBatch = useRemoveBatch();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Batch | null>(null);

  async function create(values: AddBatchValues) {
    try {
      await addBatch.mutateAsync(toCreateBatchInput(values));
    } catch (error) {
      failed(BATCH_TEXTS.addFailed, error);
      throw error;
    }
    succeeded(BATCH_TEXTS.added);
    setAdding(false);
  }

  function confirmDelete() {
    if (!deleting) return;
    removeBatch.mutate(deleting._id, {
      onSuccess: () => succeeded(BATCH_TEXTS.deleted),
      onError: (error) => failed(BATCH_TEXTS.deleteFailed, error),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <ManagementHeader
          title="Batch Management"
          intro="Every batch: create one for any owner and teacher, or delete one."
          addLabel="New Batch"
          onAdd={() => setAdding(true)}
        />
        <SearchForm
          key={q}
          label="Search batches"
          fieldLabel="Search by title or subject"
          value={q}
          onSearch={setQ}
        />
        <PagedResults query={batches} texts={BATCH_TEXTS} emptyIcon={FiUsers}>
          {(all) => (
            <>
              {/* The cards' titles are h3: this keeps the headings in order. */}
              <VisuallyHidden asChild>
                <h2>All batches</h2>
              </VisuallyHidden>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
                {all.map((batch) => (
                  <BatchCard
                    key={batch._id}
                    batch={batch}
                    viewerId={profile?._id}
                    deleteAny
                    onDelete={setDeleting}
                    busy={removeBatch.isPending && removeBatch.variables === batch._id}
                  />
                ))}
              </SimpleGrid>
            </>
          )}
        </PagedResults>
      </Stack>
      <AddBatchDialog
        open={adding}
        onClose={() => setAdding(false)}
        owner=""
        ownerEditable
        defaultTime={ADMIN_BATCH_TIME}
        onCreate={create}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete batch"
        message="Are you sure you want to delete this batch?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={removeBatch.isPending}
      />
    </PageContainer>
  );
}
