import { getErrorMessage } from '@pathshala/shared-api';
import { useAuditLog } from '@pathshala/shared-api/admin';
import type { AdminAction } from '@pathshala/shared-api/contract';
import {
  Box,
  Button,
  EmptyState,
  HStack,
  LoadingView,
  PageContainer,
  Stack,
  Table,
  Text,
  useFormat,
  useSearchParams,
} from '@pathshala/shared-ui';
import { LoadError, PageHeading } from '@pathshala/shared-ui/signed-in';
import { useText, type AdminTextKey } from '../i18n';

/** Each stored action's name (translated where shown). */
const ACTION_LABELS: Record<AdminAction, AdminTextKey> = {
  add_user: 'auditLog.action.addUser',
  remove_user: 'auditLog.action.removeUser',
  add_post: 'auditLog.action.addPost',
  remove_post: 'auditLog.action.removePost',
  add_batch: 'auditLog.action.addBatch',
  remove_batch: 'auditLog.action.removeBatch',
  resolve_report: 'auditLog.action.resolveReport',
};

/** /admin/audit-log: who did what to which record, newest first, a page at a time. */
export function AuditLog() {
  const t = useText();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(page);
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  let content;
  if (log.isPending) content = <LoadingView label={t('auditLog.loading')} />;
  else if (log.isError)
    content = (
      <LoadError
        message={getErrorMessage(log.error, t('auditLog.loadFailed'))}
        onRetry={() => void log.refetch()}
      />
    );
  else if (log.data.items.length === 0 && page === 1) content = <EmptyState title={t('auditLog.empty')} />;
  else {
    const { meta } = log.data;
    const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
    content = (
      <Stack gap="4">
        {/* A wide table scrolls inside its own box on a phone, never the page. */}
        <Box overflowX="auto" borderWidth="1px" rounded="l2">
          <Table.Root size="sm">
            <Table.Caption>{t('auditLog.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('auditLog.column.when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('auditLog.column.admin')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('auditLog.column.action')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('auditLog.column.record')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.data.items.map((entry) => (
                <Table.Row key={entry._id}>
                  <Table.Cell whiteSpace="nowrap">{f.dateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell>{entry.actor?.username ?? t('auditLog.removedAdmin')}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {entry.action in ACTION_LABELS ? t(ACTION_LABELS[entry.action]) : entry.action}
                  </Table.Cell>
                  <Table.Cell overflowWrap="anywhere">{entry.target}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <HStack as="nav" aria-label={t('auditLog.pages')} justify="space-between" gap="2" wrap="wrap">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('auditLog.previous')}
          </Button>
          <Text color="fg.muted" textStyle="sm">
            {t('auditLog.pageOf', { page: f.number(page), pages: f.number(pages) })}
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('auditLog.next')}
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title={t('auditLog.heading')} intro={t('auditLog.intro')} />
        {content}
      </Stack>
    </PageContainer>
  );
}
