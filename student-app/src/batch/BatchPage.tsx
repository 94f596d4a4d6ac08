import { getErrorMessage, getErrorStatus } from '@pathshala/shared-api';
import type { Batch } from '@pathshala/shared-api/contract';
import { useBatch } from '@pathshala/shared-api/classroom';
import { Button, LoadingView, PageContainer, useParams } from '@pathshala/shared-ui';
import { BatchHeading, BatchTabs, BatchUnavailable, useBatchTab } from '@pathshala/shared-ui/classroom';
import { QueryView } from '@pathshala/shared-ui/signed-in';
import { lazy, Suspense } from 'react';
import { joinClass } from '../batches/joinClass';
import { useText } from '../i18n';
import { AssignmentsTab } from './AssignmentsTab';
import { BoardTab } from './BoardTab';
import { MaterialsTab } from './MaterialsTab';

// The class calendar (@pathshala/shared-ui/schedule, FullCalendar) loads with the Classes tab only.
const ClassesTab = lazy(() => import('./ClassesTab').then((m) => ({ default: m.ClassesTab })));

/** Not a member, or no such batch: trying again cannot help. */
const REFUSED = new Set([403, 404]);

/**
 * /student/batches/:id, a batch's own page: its name and facts, then Classes | Materials | Assignments | Board, the
 * tab shown kept in the address (`?tab=board`) so a link or a reload opens it again.
 */
export function BatchPage() {
  const t = useText();
  const { id = '' } = useParams();
  const batch = useBatch(id);
  const [tab, showTab] = useBatchTab();

  if (REFUSED.has(getErrorStatus(batch.error) ?? 0))
    return (
      <PageContainer>
        <BatchUnavailable
          message={getErrorMessage(batch.error, t('batch.failed'))}
          backTo="/student/batches"
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
              backTo="/student/batches"
              action={
                loaded.join_class_link ? (
                  <Button colorPalette="brand" alignSelf="start" onClick={() => joinClass(loaded)}>
                    {t('batch.joinClass')}
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
