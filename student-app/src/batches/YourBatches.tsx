import { useProfile } from '@pathshala/shared-api';
import {
  useBatches,
  useBatchInvitationAnswers,
  useBatchInvitations,
  useCreateBatch,
  useUpdateBatch,
} from '@pathshala/shared-api/batches';
import { Button, EmptyState, FiPlus, FiUsers, PageContainer, Stack } from '@pathshala/shared-ui';
import { PageHeading, QueryView } from '@pathshala/shared-ui/signed-in';
import { BatchCard, BatchInvitations, BatchSections, useBatchEditors } from '@pathshala/shared-ui/batches';
import { useText } from '../i18n';
import { Payments } from './Payments';
import { useBatchActions } from './useBatchActions';

/**
 * /student/batches, SPEC §2 Your Batches headed 'Batch Management' (DESIGN §6.10): the invitations waiting for
 * the student's answer, the batches they own, then 'Batches You're Part Of', the Add New Batch and Edit Batch
 * dialogs, and their payments.
 */
export function YourBatches() {
  const t = useText();
  const { data: profile } = useProfile();
  const batches = useBatches();
  const invitations = useBatchInvitations();
  const invitationAnswers = useBatchInvitationAnswers();
  const actions = useBatchActions();
  const createBatch = useCreateBatch();
  const updateBatch = useUpdateBatch();
  const editors = useBatchEditors({
    owner: profile?.username,
    create: createBatch.mutateAsync,
    update: (batchId, input) => updateBatch.mutateAsync({ batchId, input }),
    destroy: actions.destroy,
    destroying: actions.destroying,
  });

  const newBatch = (
    <Button colorPalette="brand" onClick={editors.add} flexShrink="0">
      <FiPlus aria-hidden /> {t('batches.new')}
    </Button>
  );

  return (
    <PageContainer>
      <Stack gap="8">
        <PageHeading title={t('batches.heading')} intro={t('batches.intro')} action={newBatch} />
        <BatchInvitations invitations={invitations} {...invitationAnswers} />
        <QueryView
          query={batches}
          ready={profile !== undefined}
          loadingLabel={t('batches.loading')}
          errorMessage={t('batches.failed')}
          empty={
            <EmptyState
              icon={FiUsers}
              title={t('batches.empty.title')}
              description={t('batches.empty.description')}
              action={newBatch}
            />
          }
        >
          {(all) => (
            <BatchSections
              batches={all}
              viewerId={profile?._id ?? ''}
              card={(batch) => (
                <BatchCard
                  key={batch._id}
                  batch={batch}
                  batchLink={`/student/batches/${encodeURIComponent(batch._id)}`}
                  viewerId={profile?._id}
                  onEdit={editors.edit}
                  onDelete={editors.remove}
                  onPay={actions.pay}
                  onJoinClass={actions.joinClass}
                  onLeave={actions.leave}
                  onRemoveStudent={actions.removeStudent}
                  onWithdrawInvitation={actions.withdrawInvitation}
                  busy={actions.pendingBatchId === batch._id}
                />
              )}
            />
          )}
        </QueryView>
        <Payments />
      </Stack>
      {editors.dialogs}
    </PageContainer>
  );
}
