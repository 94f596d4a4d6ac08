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
import { Bar } from 'react-chartjs-2';

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

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 2026' for '2026-03' (the text itself when it is not a month). */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

// Brand-neutral, distinguishable colours (teal and orange differ for the common colour blindnesses too).
const STUDENT_COLOR = '#0d9488';
const TEACHER_COLOR = '#ea580c';

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { position: 'bottom' } },
  scales: {
    x: { grid: { display: false } },
    y: { beginAtZero: true, ticks: { precision: 0 } },
  },
};

/**
 * Students and teachers who signed up each month, as grouped bars, with a visually hidden table of the same
 * numbers for screen readers (the canvas itself is hidden from them).
 */
export function SignupsChart({ months, height = '280px' }: SignupsChartProps) {
  const data: ChartData<'bar'> = {
    labels: months.map((entry) => monthLabel(entry.month)),
    datasets: [
      {
        label: 'Students',
        data: months.map((entry) => entry.students),
        backgroundColor: STUDENT_COLOR,
        borderRadius: 4,
        maxBarThickness: 28,
      },
      {
        label: 'Teachers',
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
          <Table.Caption>Sign-ups per month</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Month</Table.ColumnHeader>
              <Table.ColumnHeader>Students</Table.ColumnHeader>
              <Table.ColumnHeader>Teachers</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {months.map((entry) => (
              <Table.Row key={entry.month}>
                <Table.Cell>{monthLabel(entry.month)}</Table.Cell>
                <Table.Cell>{entry.students}</Table.Cell>
                <Table.Cell>{entry.teachers}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
