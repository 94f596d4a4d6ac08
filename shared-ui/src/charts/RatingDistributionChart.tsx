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
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useFormat } from '@pathshala/shared-ui';
import { RATING_COLORS } from '../ratings/ratingFormat';
import { chartLocale } from './chartLocale';
import { useChartsText } from './i18n';

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

/**
 * One bar per star level, 1 to 5, in the level's colour (SPEC §2, §9), with a visually hidden table of the
 * same counts for screen readers (the canvas itself is hidden from them). Labels, numbers and the tooltip
 * read in the active language.
 */
export function RatingDistributionChart({ distribution, height = '280px' }: RatingDistributionChartProps) {
  const t = useChartsText();
  const f = useFormat();
  const counts = LEVELS.map((level) => distribution[level] ?? 0);
  const narrow = typeof window !== 'undefined' && window.innerWidth < 480;
  const starLabel = (level: string) => t('ratings.star', { count: Number(level) });
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      ...chartLocale(f.language),
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: { label: (item) => t('ratings.tooltip', { count: f.number(Number(item.raw)) }) },
        },
      },
      scales: {
        x: { grid: { display: false } },
        y: { beginAtZero: true, ticks: { precision: 0 } },
      },
    }),
    [t, f],
  );
  const data: ChartData<'bar'> = {
    labels: LEVELS.map(starLabel),
    datasets: [
      {
        label: t('ratings.dataset'),
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
          <Table.Caption>{t('ratings.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('ratings.rating')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('ratings.reviews')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {LEVELS.map((level, index) => (
              <Table.Row key={level}>
                <Table.Cell>{starLabel(level)}</Table.Cell>
                <Table.Cell>{t('ratings.reviewCount', { count: counts[index] ?? 0 })}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
