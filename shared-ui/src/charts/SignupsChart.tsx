import { Box, Table, VisuallyHidden } from '@pathshala/shared-ui';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { currentLanguage } from '@pathshala/shared-ui';
import { formatMonth } from '@pathshala/shared-ui';
import { useFormat } from '@pathshala/shared-ui';
import type { Language } from '@pathshala/shared-ui';
import { chartLocale } from './chartLocale';
import { useChartsText } from './i18n';

// Only the parts a grouped bar chart with a legend and a tooltip uses (chart.js/auto would register all).
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Sign-ups of one month: `month` is YYYY-MM (UTC). */
export interface SignupsMonth {
  month: string;
  students: number;
  teachers: number;
}

export interface SignupsChartProps {
  months: readonly SignupsMonth[];
  /** The chart's height (default 280px). */
  height?: string;
}

/**
 * 'Mar 2026' for '2026-03' ('মার্চ ২০২৬' in Bangla; the active language unless `language` is given); the text
 * itself when it is not a month.
 */
export function monthLabel(month: string, language: Language = currentLanguage()): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  // The month's first day at noon UTC is that same day in Dhaka.
  return formatMonth(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1, 12), language);
}

// Brand-neutral, distinguishable colours (teal and orange differ for the common colour blindnesses too).
const STUDENT_COLOR = '#0d9488';
const TEACHER_COLOR = '#ea580c';

/**
 * Students and teachers who signed up each month, as grouped bars, with a visually hidden table of the same
 * numbers for screen readers (the canvas itself is hidden from them). Labels and numbers read in the active
 * language.
 */
export function SignupsChart({ months, height = '280px' }: SignupsChartProps) {
  const t = useChartsText();
  const f = useFormat();
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      ...chartLocale(f.language),
      plugins: { legend: { position: 'bottom' } },
      scales: {
        x: { grid: { display: false } },
        y: { beginAtZero: true, ticks: { precision: 0 } },
      },
    }),
    [f],
  );
  const data: ChartData<'bar'> = {
    labels: months.map((entry) => monthLabel(entry.month, f.language)),
    datasets: [
      {
        label: t('signups.students'),
        data: months.map((entry) => entry.students),
        backgroundColor: STUDENT_COLOR,
        borderRadius: 4,
        maxBarThickness: 28,
      },
      {
        label: t('signups.teachers'),
        data: months.map((entry) => entry.teachers),
        backgroundColor: TEACHER_COLOR,
        borderRadius: 4,
        maxBarThickness: 28,
      },
    ],
  };
  return (
    <Box>
      <Box position="relative" h={height} aria-hidden>
        <Bar data={data} options={options} />
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{t('signups.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('signups.month')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('signups.students')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('signups.teachers')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {months.map((entry) => (
              <Table.Row key={entry.month}>
                <Table.Cell>{monthLabel(entry.month, f.language)}</Table.Cell>
                <Table.Cell>{f.number(entry.students)}</Table.Cell>
                <Table.Cell>{f.number(entry.teachers)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
