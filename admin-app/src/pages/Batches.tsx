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
import { useText } from '../i18n';

/**
 * /admin/batches: every batch, search, New Batch (any owner and teacher), Delete (SPEC §2 Batch Management,
 * headed 'Batch Management', DESIGN §6.10; §8 batch messages).
 */
export function Batches() {
  const t = useText();
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
      failed('batches.addFailed', error);
      throw error;
    }
    succeeded('batches.added');
    setAdding(false);
  }

  function confirmDelete() {
    if (!deleting) return;
    removeBatch.mutate(deleting._id, {
      onSuccess: () => succeeded('batches.deleted'),
      onError: (error) => failed('batches.deleteFailed', error),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <ManagementHeader
          title={t('batches.heading')}
          intro={t('batches.intro')}
          addLabel={t('batches.add')}
          onAdd={() => setAdding(true)}
        />
        <SearchForm
          key={q}
          label={t('batches.search.label')}
          fieldLabel={t('batches.search.field')}
          value={q}
          onSearch={setQ}
        />
        <PagedResults
          query={batches}
          texts={{
            loading: t('batches.loading'),
            loadFailed: t('batches.loadFailed'),
            empty: t('batches.empty'),
          }}
          emptyIcon={FiUsers}
        >
          {(all) => (
            <>
              {/* The cards' titles are h3: this keeps the headings in order. */}
              <VisuallyHidden asChild>
                <h2>{t('batches.all')}</h2>
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
        title={t('batches.confirm.title')}
        message={t('batches.confirm.message')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={removeBatch.isPending}
      />
    </PageContainer>
  );
}
