import { useAdminReports, useKickReportee, useResolveReport } from '@pathshala/shared-api/admin';
import type { AdminReport } from '@pathshala/shared-api/contract';
import {
  Button,
  Card,
  Heading,
  HStack,
  PageContainer,
  SimpleGrid,
  Stack,
  Text,
  useFormat,
} from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import { ConfirmDialog } from '@pathshala/shared-ui/overlays';
import { useId, useState } from 'react';
import { failed, succeeded } from '../components/feedback';
import { PagedResults } from '../components/PagedResults';
import { useText } from '../i18n';

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
  const t = useText();
  const f = useFormat();
  const headingId = useId();
  const reportee = report.reportee_id.username;
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" size="sm" h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
          {t('reports.card.heading', { name: reportee })}
        </Heading>
        <Text asChild color="fg.muted" textStyle="sm">
          <time dateTime={report.createdAt}>{f.dateTime(report.createdAt)}</time>
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Stack as="dl" gap="1">
          <HStack gap="2" wrap="wrap">
            <Text as="dt" color="fg.muted">
              {t('reports.card.reporter')}
            </Text>
            <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
              {report.reporter_id.username}
            </Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Text as="dt" color="fg.muted">
              {t('reports.card.reportee')}
            </Text>
            <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
              {reportee}
            </Text>
          </HStack>
        </Stack>
        <Text whiteSpace="pre-line" overflowWrap="anywhere">
          {report.message}
        </Text>
        {report.quoted_text !== null && (
          <Stack as="figure" gap="1" borderStartWidth="3px" borderColor="border.emphasized" ps="3" m="0">
            <Text as="figcaption" color="fg.muted" textStyle="sm">
              {t('reports.card.quoted')}
            </Text>
            <Text as="blockquote" whiteSpace="pre-line" overflowWrap="anywhere">
              {report.quoted_text}
            </Text>
          </Stack>
        )}
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap" w="full" justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy} onClick={onResolve}>
            {t('reports.card.resolve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={onKick}>
            {t('reports.card.kick')}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

/** /admin/reports: open reports, Resolve, Kick Reportee (SPEC §2 Report Management, §8 Admin reports). */
export function Reports() {
  const t = useText();
  const reports = useAdminReports();
  const resolve = useResolveReport();
  const kick = useKickReportee();
  const [kicking, setKicking] = useState<AdminReport | null>(null);

  function resolveReport(report: AdminReport) {
    resolve.mutate(report._id, {
      onSuccess: () => succeeded('reports.resolved'),
      onError: (error) => failed('reports.resolveFailed', error),
    });
  }

  function confirmKick() {
    if (!kicking) return;
    kick.mutate(kicking.reportee_id._id, {
      onSuccess: () => succeeded('reports.kicked'),
      onError: (error) => failed('reports.kickFailed', error),
      onSettled: () => setKicking(null),
    });
  }

  const busyReport = (report: AdminReport) =>
    (resolve.isPending && resolve.variables === report._id) ||
    (kick.isPending && kick.variables === report.reportee_id._id);

  return (
    <PageContainer>
      <Stack gap="6">
        <PageHeading title={t('reports.heading')} intro={t('reports.intro')} />
        {/* SPEC §8: a failed load always reads 'Failed to load reports.' */}
        <PagedResults
          query={reports}
          texts={{
            loading: t('reports.loading'),
            loadFailed: t('reports.loadFailed'),
            empty: t('reports.empty'),
            emptyHint: t('reports.emptyHint'),
          }}
          serverMessage={false}
        >
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
        title={t('reports.confirm.title')}
        message={kicking ? t('reports.confirm.message', { name: kicking.reportee_id.username }) : ''}
        confirmLabel={t('reports.confirm.kick')}
        onConfirm={confirmKick}
        onCancel={() => setKicking(null)}
        busy={kick.isPending}
      />
    </PageContainer>
  );
}
