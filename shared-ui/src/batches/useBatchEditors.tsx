import type { CreateBatchInput, SavedBatch, UpdateBatchInput } from '@pathshala/shared-api/batches';
import { BATCH_MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import { useState } from 'react';
import { lazyTexts } from '../i18n/lazy-texts';
import { useConfirmedDelete } from '../overlays/useConfirmedDelete';
import { withToasts } from '../toast/withToasts';
import { AddBatchDialog } from './AddBatchDialog';
import { toCreateBatchInput, toUpdateBatchInput } from './batchFormValues';
import { EditBatchDialog } from './EditBatchDialog';
import { batchesText, useBatchesText } from './i18n';

/** SPEC §8 messages, each read in the active language. */
export const BATCH_EDIT_TEXTS = lazyTexts(batchesText, {
  created: 'editBatch.created',
  createFailed: 'editBatch.createFailed',
  updated: 'editBatch.updated',
  updateFailed: 'editBatch.updateFailed',
  deleted: 'editBatch.deleted',
  deleteFailed: 'editBatch.deleteFailed',
});

/**
 * Whether an edit asked for a new salary that the batch's teacher must agree to first: the server kept the
 * salary and holds the new one as proposed.
 */
function onlyProposesSalary(input: UpdateBatchInput, saved: Batch): boolean {
  return (
    input.salary !== undefined && saved.salary !== input.salary && saved.proposed_salary === input.salary
  );
}

export interface BatchEditorsOptions {
  /** The viewer's username: the new batch's owner (undefined while the profile loads). */
  owner: string | undefined;
  /** Prefills the new batch's teacher (the viewer, for a teacher). */
  teacher?: string;
  /** The calls that do it (the app's data hooks); each rejects with the server's error. */
  create: (input: CreateBatchInput) => Promise<unknown>;
  /** Answers the saved batch with the server's message (which says when a new salary only waits). */
  update: (batchId: string, input: UpdateBatchInput) => Promise<SavedBatch>;
  destroy: (batch: Batch) => Promise<unknown>;
  /** A delete is on its way: the confirmation waits. */
  destroying: boolean;
}

/**
 * Adding, editing and deleting the batches one owns: the Add New Batch and Edit Batch dialogs and the delete
 * confirmation, which one is open, and the toasts that say how each went. The app gives the calls; `dialogs`
 * goes anywhere on its page, and `add`, `edit` and `remove` open them.
 */
export function useBatchEditors({
  owner,
  teacher,
  create,
  update,
  destroy,
  destroying,
}: BatchEditorsOptions) {
  const t = useBatchesText();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Batch | null>(null);
  const deletion = useConfirmedDelete({
    title: t('deleteBatch.heading'),
    message: t('deleteBatch.question'),
    deleted: BATCH_EDIT_TEXTS.deleted,
    failed: BATCH_EDIT_TEXTS.deleteFailed,
    destroy,
    destroying,
  });

  async function createBatch(values: Parameters<typeof toCreateBatchInput>[0]) {
    await withToasts(create(toCreateBatchInput(values)), {
      success: BATCH_EDIT_TEXTS.created,
      failure: BATCH_EDIT_TEXTS.createFailed,
    });
    setAdding(false);
  }

  async function saveBatch(batch: Batch, values: Parameters<typeof toUpdateBatchInput>[0]) {
    const input = toUpdateBatchInput(values, batch);
    await withToasts(update(batch._id, input), {
      success: (saved) => ({
        title: onlyProposesSalary(input, saved.batch)
          ? saved.message || BATCH_MESSAGES.salaryProposed
          : BATCH_EDIT_TEXTS.updated,
      }),
      failure: BATCH_EDIT_TEXTS.updateFailed,
    });
    setEditing(null);
  }

  const dialogs = (
    <>
      {owner ? (
        <AddBatchDialog
          open={adding}
          onClose={() => setAdding(false)}
          owner={owner}
          teacher={teacher}
          onCreate={createBatch}
        />
      ) : null}
      <EditBatchDialog batch={editing} onClose={() => setEditing(null)} onSave={saveBatch} />
      {deletion.dialog}
    </>
  );

  return { add: () => setAdding(true), edit: setEditing, remove: deletion.ask, dialogs };
}
