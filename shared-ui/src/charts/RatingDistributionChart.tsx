import { Box, Table, VisuallyHidden } from '@pathshala/shared-ui';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { RATING_COLORS } from '../ratings/ratingFormat';

// Only the parts a bar chart with a tooltip uses: chart.js/auto would register every chart type.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type RatingDistribution = Readonly<Record<'1' | '2' | '3' | '4' | '5', number>>;

export interface RatingDistributionChartProps {
  /** How many reviews gave each star level. */
  distribution: Partial<RatingDistribution>;
  /** The chart's height (default 280px). */
  height?: string;
}

const LEVELS = ['1', '2', '3', '4', '5'] as const;
const starLabel = (level: string) => (level === '1' ? '1 star' : `${level} stars`);
const reviewsLabel = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: {
    legend: { display: false },
    tooltip: { callbacks: { label: (item) => `${String(item.raw)} reviews` } },
  },
  scales: {
    x: { grid: { display: false } },
    y: { beginAtZero: true, ticks: { precision: 0 } },
  },
};

/**
 * One bar per star level, 1 to 5, in the level's colour (SPEC §2, §9), with a visually hidden table of the
 * same counts for screen readers (the canvas itself is hidden from them).
 */
export function RatingDistributionChart({ distribution, height = '280px' }: RatingDistributionChartProps) {
  const counts = LEVELS.map((level) => distribution[level] ?? 0);
  const narrow = typeof window !== 'undefined' && window.innerWidth < 480;
  const data: ChartData<'bar'> = {
    labels: LEVELS.map(starLabel),
    datasets: [
      {
        label: 'Reviews',
        data: counts,
        backgroundColor: [...RATING_COLORS],
        // 60px bars (SPEC §2); on a phone five of them would touch, so they share the width there.
        barThickness: narrow ? 'flex' : 60,
        maxBarThickness: 60,
        borderRadius: 4,
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
          <Table.Caption>Rating distribution</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Rating</Table.ColumnHeader>
              <Table.ColumnHeader>Reviews</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {LEVELS.map((level, index) => (
              <Table.Row key={level}>
                <Table.Cell>{starLabel(level)}</Table.Cell>
                <Table.Cell>{reviewsLabel(counts[index] ?? 0)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
