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
  useSearchParams,
} from '@pathshala/shared-ui';
import { LoadError, PageHeading } from '@pathshala/shared-ui/signed-in';
import { formatDateTime } from '../format';

const ACTION_LABELS: Record<AdminAction, string> = {
  add_user: 'Added user',
  remove_user: 'Removed user',
  add_post: 'Added post',
  remove_post: 'Removed post',
  add_batch: 'Added batch',
  remove_batch: 'Removed batch',
  resolve_report: 'Resolved report',
};

/** /admin/audit-log: who did what to which record, newest first, a page at a time. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(page);
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  let content;
  if (log.isPending) content = <LoadingView label="Loading the audit log..." />;
  else if (log.isError)
    content = (
      <LoadError
        message={getErrorMessage(log.error, 'Failed to load the audit log.')}
        onRetry={() => void log.refetch()}
      />
    );
  else if (log.data.items.length === 0 && page === 1) content = <EmptyState title="No admin actions yet" />;
  else {
    const { meta } = log.data;
    const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
    content = (
      <Stack gap="4">
        {/* A wide table scrolls inside its own box on a phone, never the page. */}
        <Box overflowX="auto" borderWidth="1px" rounded="l2">
          <Table.Root size="sm">
            <Table.Caption>Admin actions, newest first</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Admin</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>Record</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.data.items.map((entry) => (
                <Table.Row key={entry._id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell>{entry.actor?.username ?? 'Removed admin'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{ACTION_LABELS[entry.action] ?? entry.action}</Table.Cell>
                  <Table.Cell overflowWrap="anywhere">{entry.target}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <HStack as="nav" aria-label="Audit log pages" justify="space-between" gap="2" wrap="wrap">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <Text color="fg.muted" textStyle="sm">
            Page {page} of {pages}
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            Next
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title="Audit Log" intro="Every change an admin made, with who made it and when." />
        {content}
      </Stack>
    </PageContainer>
  );
}
