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
 * /teacher/batches, SPEC §2 Your Batches headed 'Batch Management' (DESIGN §6.10): the invitations to teach
 * waiting for the teacher's answer, the batches the teacher owns, then those others made for them (where they
 * agree to or decline a new salary the owner proposed), the Add New Batch (the teacher filled in) and Edit Batch
 * dialogs, and the payments they received.
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
    teacher: profile?.username,
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
                  batchLink={`/teacher/batches/${encodeURIComponent(batch._id)}`}
                  viewerId={profile?._id}
                  onEdit={editors.edit}
                  onDelete={editors.remove}
                  onAskForPayment={actions.askForPayment}
                  onStartClass={actions.startClass}
                  onRemoveStudent={actions.removeStudent}
                  onWithdrawInvitation={actions.withdrawInvitation}
                  onAgreeToSalary={actions.agreeToSalary}
                  onDeclineSalary={actions.declineSalary}
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
