import { Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  getErrorMessage,
  useBatches,
  useCreateBatch,
  useProfile,
  useUpdateBatch,
} from '@pathshala/shared-api';
import type { Batch, PostOwnerRole } from '@pathshala/shared-api/contract';
import { useState, type ReactNode } from 'react';
import { FiPlus, FiUsers } from 'react-icons/fi';
import { PageContainer } from '../layout/PageContainer';
import { ConfirmDialog } from '../overlays/ConfirmDialog';
import { EmptyState } from '../states/EmptyState';
import { LoadingView } from '../states/LoadingView';
import { toaster } from '../toast/toaster';
import { AddBatchDialog } from './AddBatchDialog';
import { BatchCard } from './BatchCard';
import {
  toCreateBatchInput,
  toUpdateBatchInput,
  type AddBatchValues,
  type EditBatchValues,
} from './batchFormValues';
import { EditBatchDialog } from './EditBatchDialog';
import { PaymentsSection } from './PaymentsSection';
import { BATCH_FAILURES, useBatchActions } from './useBatchActions';
import { LoadError } from '../posts/LoadError';
import { PageHeading } from '../posts/PageHeading';

function BatchGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
      {children}
    </SimpleGrid>
  );
}

function failed(title: string, error: unknown) {
  toaster.create({ type: 'error', title, description: getErrorMessage(error, '') || undefined });
}

/**
 * SPEC §2 Your Batches, headed 'Batch Management' (DESIGN §6.10): the batches the user owns, then
 * 'Batches You're Part Of', the Add New Batch and Edit Batch dialogs, and the user's payments.
 */
export function BatchesPage({ role }: { role: PostOwnerRole }) {
  const { data: profile } = useProfile();
  const batches = useBatches();
  const actions = useBatchActions();
  const createBatch = useCreateBatch();
  const updateBatch = useUpdateBatch();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Batch | null>(null);
  const [deleting, setDeleting] = useState<Batch | null>(null);

  async function create(values: AddBatchValues) {
    try {
      await createBatch.mutateAsync(toCreateBatchInput(values));
    } catch (error) {
      failed(BATCH_FAILURES.create, error);
      throw error;
    }
    toaster.create({ type: 'success', title: 'Batch created successfully' });
    setAdding(false);
  }

  async function save(batch: Batch, values: EditBatchValues) {
    try {
      await updateBatch.mutateAsync({ batchId: batch._id, input: toUpdateBatchInput(values) });
    } catch (error) {
      failed(BATCH_FAILURES.update, error);
      throw error;
    }
    toaster.create({ type: 'success', title: 'Batch updated' });
    setEditing(null);
  }

  async function confirmDelete() {
    if (deleting && (await actions.destroy(deleting))) {
      toaster.create({ type: 'success', title: 'Batch deleted' });
      setDeleting(null);
    }
  }

  const card = (batch: Batch) =>
    profile ? (
      <BatchCard
        key={batch._id}
        batch={batch}
        viewerId={profile._id}
        onEdit={setEditing}
        onDelete={setDeleting}
        onAskForPayment={actions.askForPayment}
        onPay={actions.pay}
        onStartClass={actions.startClass}
        onJoinClass={actions.joinClass}
        onLeave={actions.leave}
        onRemoveStudent={actions.removeStudent}
        busy={actions.pendingBatchId === batch._id}
      />
    ) : null;

  let content;
  if (batches.isPending || !profile) content = <LoadingView label="Loading your batches..." />;
  else if (batches.isError)
    content = (
      <LoadError
        error={batches.error}
        fallback={'Failed to load batches. Please try again later.'}
        onRetry={() => void batches.refetch()}
      />
    );
  else if (batches.data.length === 0)
    content = (
      <EmptyState
        icon={FiUsers}
        title="No batches yet"
        description={
          role === 'teacher'
            ? 'Create a batch for your students, or start one from a tuition post.'
            : 'Create a batch, or join a teacher’s post to be part of one.'
        }
        action={
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            <FiPlus aria-hidden /> New Batch
          </Button>
        }
      />
    );
  else {
    const own = batches.data.filter((batch) => batch.owner_id._id === profile._id);
    const partOf = batches.data.filter((batch) => batch.owner_id._id !== profile._id);
    content = (
      <Stack gap="10">
        {own.length > 0 ? (
          <Stack as="section" gap="4" aria-labelledby="own-batches">
            <Heading as="h2" size="lg" id="own-batches">
              Your Batches
            </Heading>
            <BatchGrid>{own.map(card)}</BatchGrid>
          </Stack>
        ) : null}
        {partOf.length > 0 ? (
          <Stack as="section" gap="4" aria-labelledby="part-of-batches">
            <Heading as="h2" size="lg" id="part-of-batches">
              Batches You&apos;re Part Of
            </Heading>
            <BatchGrid>{partOf.map(card)}</BatchGrid>
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="8">
        <Flex
          justify="space-between"
          align={{ base: 'stretch', sm: 'end' }}
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
        >
          <PageHeading
            title="Batch Management"
            intro={
              role === 'teacher'
                ? 'The batches you run and teach: classes, students and payments.'
                : 'Your batches: classes, classmates and payments.'
            }
          />
          <Button colorPalette="brand" onClick={() => setAdding(true)} flexShrink="0">
            <FiPlus aria-hidden /> New Batch
          </Button>
        </Flex>
        {content}
        <PaymentsSection role={role} />
      </Stack>
      {profile ? (
        <AddBatchDialog
          open={adding}
          onClose={() => setAdding(false)}
          owner={profile.username}
          teacher={role === 'teacher' ? profile.username : ''}
          onCreate={create}
        />
      ) : null}
      <EditBatchDialog batch={editing} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete batch"
        message="Are you sure you want to delete this batch?"
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={actions.destroying}
      />
    </PageContainer>
  );
}
