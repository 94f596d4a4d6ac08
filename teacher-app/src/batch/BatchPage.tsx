import { getErrorMessage, getErrorStatus } from '@pathshala/shared-api';
import type { Batch } from '@pathshala/shared-api/contract';
import { useBatch } from '@pathshala/shared-api/classroom';
import { useProfile } from '@pathshala/shared-api';
import { Button, LoadingView, PageContainer, useParams } from '@pathshala/shared-ui';
import { BatchHeading, BatchTabs, BatchUnavailable, useBatchTab } from '@pathshala/shared-ui/classroom';
import { QueryView } from '@pathshala/shared-ui/signed-in';
import { lazy, Suspense } from 'react';
import { useStartClassAction } from '../batches/useStartClassAction';
import { useText } from '../i18n';
import { AssignmentsTab } from './AssignmentsTab';
import { BoardTab } from './BoardTab';
import { MaterialsTab } from './MaterialsTab';

// The class calendar (@pathshala/shared-ui/schedule, FullCalendar) loads with the Classes tab only.
const ClassesTab = lazy(() => import('./ClassesTab').then((m) => ({ default: m.ClassesTab })));

/** Not a member, or no such batch: trying again cannot help. */
const REFUSED = new Set([403, 404]);

/**
 * /teacher/batches/:id, a batch's own page: its name and facts, then Classes | Materials | Assignments | Board, the
 * tab shown kept in the address (`?tab=board`) so a link or a reload opens it again.
 */
export function BatchPage() {
  const t = useText();
  const { id = '' } = useParams();
  const batch = useBatch(id);
  const { data: profile } = useProfile();
  const startClass = useStartClassAction();
  const [tab, showTab] = useBatchTab();

  if (REFUSED.has(getErrorStatus(batch.error) ?? 0))
    return (
      <PageContainer>
        <BatchUnavailable
          message={getErrorMessage(batch.error, t('batch.failed'))}
          backTo="/teacher/batches"
        />
      </PageContainer>
    );
  return (
    <PageContainer>
      <QueryView query={batch} loadingLabel={t('batch.loading')} errorMessage={t('batch.failed')}>
        {(loaded: Batch) => (
          <>
            <BatchHeading
              batch={loaded}
              backTo="/teacher/batches"
              action={
                profile && loaded.teacher_id?._id === profile._id ? (
                  <Button
                    colorPalette="brand"
                    alignSelf="start"
                    loading={startClass.pendingBatchId === loaded._id}
                    onClick={() => startClass.start(loaded._id)}
                  >
                    {t('batch.startClass')}
                  </Button>
                ) : null
              }
            />
            <BatchTabs
              tab={tab}
              onTabChange={showTab}
              unreadMessages={loaded.unread_messages}
              panels={{
                classes: (
                  <Suspense fallback={<LoadingView />}>
                    <ClassesTab batch={loaded} />
                  </Suspense>
                ),
                materials: <MaterialsTab batch={loaded} />,
                assignments: <AssignmentsTab batch={loaded} />,
                board: <BoardTab batch={loaded} />,
              }}
            />
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}
