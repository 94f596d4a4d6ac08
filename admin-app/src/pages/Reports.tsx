import { useAdminReports, useKickReportee, useResolveReport } from '@pathshala/shared-api/admin';
import type { AdminReport } from '@pathshala/shared-api/contract';
import { Button, Card, Heading, HStack, PageContainer, SimpleGrid, Stack, Text } from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { useId, useState } from 'react';
import { failed, succeeded } from '../components/feedback';
import { PagedResults } from '../components/PagedResults';
import { formatDateTime } from '../format';

/** SPEC §2 Report Management, §8 Admin reports. */
export const REPORT_TEXTS = {
  loading: 'Loading reports...',
  loadFailed: 'Failed to load reports.',
  empty: 'No reports found',
  emptyHint: 'Reports users send about each other show here.',
  resolved: 'Report resolved',
  resolveFailed: 'Failed to resolve the report.',
  kicked: 'Reportee removed',
  kickFailed: 'Failed to kick the reportee.',
} as const;

function ReportCard({
  report,
  onResolve,
  onKick,
  busy,
}: {
  report: AdminReport;
  onResolve: () => void;
  onKick: () => void;
  busy: boolean;
}) {
  const headingId = useId();
  const reportee = report.reportee_id.username;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" size="sm" h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
          Report on {reportee}
        </Heading>
        <Text asChild color="fg.muted" textStyle="sm">
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Stack as="dl" gap="1">
          <HStack gap="2" wrap="wrap">
            <Text as="dt" color="fg.muted">
              Reporter:
            </Text>
            <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
              {report.reporter_id.username}
            </Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Text as="dt" color="fg.muted">
              Reported user:
            </Text>
            <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
              {reportee}
            </Text>
          </HStack>
        </Stack>
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {report.message}
        </Text>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap" w="full" justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy} onClick={onResolve}>
            Resolve
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={onKick}>
            Kick Reportee
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

/** /admin/reports: open reports, Resolve, Kick Reportee (SPEC §2 Report Management). */
export function Reports() {
  const reports = useAdminReports();
  const resolve = useResolveReport();
  const kick = useKickReportee();
  const [kicking, setKicking] = useState<AdminReport | null>(null);

  function resolveReport(report: AdminReport) {
    resolve.mutate(report._id, {
      onSuccess: () => succeeded(REPORT_TEXTS.resolved),
      onError: (error) => failed(REPORT_TEXTS.resolveFailed, error),
    });
  }

  function confirmKick() {
    if (!kicking) return;
    kick.mutate(kicking.reportee_id._id, {
      onSuccess: () => succeeded(REPORT_TEXTS.kicked),
      onError: (error) => failed(REPORT_TEXTS.kickFailed, error),
      onSettled: () => setKicking(null),
    });
  }

  const busyReport = (report: AdminReport) =>
    (resolve.isPending && resolve.variables === report._id) ||
    (kick.isPending && kick.variables === report.reportee_id._id);

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading
          title="Report Management"
          intro="Reports users sent: resolve one, or remove the reported account."
        />
        {/* SPEC §8: a failed load always reads 'Failed to load reports.' */}
        <PagedResults query={reports} texts={REPORT_TEXTS} serverMessage={false}>
          {(all) => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {all.map((report) => (
                <ReportCard
                  key={report._id}
                  report={report}
                  busy={busyReport(report)}
                  onResolve={() => resolveReport(report)}
                  onKick={() => setKicking(report)}
                />
              ))}
            </SimpleGrid>
          )}
        </PagedResults>
      </Stack>
      <ConfirmDialog
        open={kicking !== null}
        title="Kick reportee"
        message={
          kicking
            ? `Are you sure you want to remove ${kicking.reportee_id.username}? Their account will be removed and they will no longer be able to sign in.`
            : ''
        }
        confirmLabel="Kick"
        onConfirm={confirmKick}
        onCancel={() => setKicking(null)}
        busy={kick.isPending}
      />
    </PageContainer>
  );
}
