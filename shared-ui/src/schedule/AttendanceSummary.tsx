import { SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { AttendanceSummary as StudentAttendance, BatchAttendance } from '@pathshala/shared-api/contract';
import { useFormat } from '@pathshala/shared-ui';
import { useScheduleText } from './i18n';
import { useSessionFormat } from './useSessionFormat';

/** A table's frame, which scrolls sideways on a phone: reached by keyboard to scroll it, named as its table. */
const scrollable = (name: string) =>
  ({ borderWidth: '1px', rounded: 'md', tabIndex: 0, role: 'group', 'aria-label': name }) as const;

export interface AttendanceSummaryProps {
  attendance: BatchAttendance;
  /** A student's own view: their counts, then each class with their mark. */
  own?: boolean;
}

/**
 * Each student's counts and rate (the share of marked classes they came to, late included) as a table; a
 * student's own as four figures, then their classes.
 */
export function AttendanceSummary({ attendance, own = false }: AttendanceSummaryProps) {
  const [mine] = attendance.students;
  if (own && mine)
    return (
      <Stack gap="4">
        <OwnCounts summary={mine} classes={attendance.sessions.length} />
        <OwnClasses attendance={attendance} />
      </Stack>
    );
  return <StudentsTable attendance={attendance} />;
}

const rateText = (
  t: ReturnType<typeof useScheduleText>,
  f: ReturnType<typeof useFormat>,
  rate: number | null,
) => (rate === null ? t('summary.noRate') : f.number(rate, { style: 'percent', maximumFractionDigits: 0 }));

/** A student's own counts: figures that fit a phone, two to a row there. */
function OwnCounts({ summary, classes }: { summary: StudentAttendance; classes: number }) {
  const t = useScheduleText();
  const f = useFormat();
  const figures: [string, string][] = [
    [t('attendance.mark', { mark: 'present' }), f.number(summary.present)],
    [t('attendance.mark', { mark: 'late' }), f.number(summary.late)],
    [t('attendance.mark', { mark: 'absent' }), f.number(summary.absent)],
    [t('summary.rate'), rateText(t, f, summary.rate)],
  ];
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        {t('summary.caption', { classes })}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
        {figures.map(([label, value]) => (
          <Stack key={label} gap="0.5" borderWidth="1px" rounded="md" px="3" py="2">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="semibold">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Every current student of the batch with their counts and rate. */
function StudentsTable({ attendance }: { attendance: BatchAttendance }) {
  const t = useScheduleText();
  return (
    <Stack gap="4">
      <Table.ScrollArea {...scrollable(t('summary.caption', { classes: attendance.sessions.length }))}>
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mt="0" mb="2" px="3" pt="2">
            {t('summary.caption', { classes: attendance.sessions.length })}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('summary.student')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('attendance.mark', { mark: 'present' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('attendance.mark', { mark: 'late' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('attendance.mark', { mark: 'absent' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('summary.rate')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {attendance.students.map((summary) => (
              <SummaryRow key={summary.student._id} summary={summary} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function SummaryRow({ summary }: { summary: StudentAttendance }) {
  const t = useScheduleText();
  const f = useFormat();
  return (
    <Table.Row>
      <Table.Cell overflowWrap="anywhere">{summary.student.username}</Table.Cell>
      <Table.Cell textAlign="end">{f.number(summary.present)}</Table.Cell>
      <Table.Cell textAlign="end">{f.number(summary.late)}</Table.Cell>
      <Table.Cell textAlign="end">{f.number(summary.absent)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {rateText(t, f, summary.rate)}
      </Table.Cell>
    </Table.Row>
  );
}

/** The student's classes held or marked, newest first: when, and their mark. */
function OwnClasses({ attendance }: { attendance: BatchAttendance }) {
  const t = useScheduleText();
  const when = useSessionFormat();
  if (attendance.sessions.length === 0) return <Text color="fg.muted">{t('summary.noClasses')}</Text>;
  const markOf = new Map(attendance.records.map((record) => [record.session_id, record.status]));
  return (
    <Table.ScrollArea {...scrollable(t('summary.ownCaption'))}>
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mt="0" mb="2" px="3" pt="2">
          {t('summary.ownCaption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('summary.class')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('summary.yourMark')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {attendance.sessions.map((session) => {
            const mark = markOf.get(session._id);
            return (
              <Table.Row key={session._id}>
                {/* A long date wraps rather than push the mark off a phone's screen. */}
                <Table.Cell whiteSpace="normal">{when.moment(session.starts_at)}</Table.Cell>
                <Table.Cell>{mark ? t('attendance.mark', { mark }) : t('summary.notMarked')}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
