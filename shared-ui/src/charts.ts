// '@pathshala/shared-ui/charts': charts drawn with chart.js and react-chartjs-2 (~60 KB gzipped), a shared
// singleton entry of its own loaded only by the pages that show one: the teacher and admin dashboards
// (DESIGN §3).
export { RatingDistributionChart } from './charts/RatingDistributionChart';
export type { RatingDistribution, RatingDistributionChartProps } from './charts/RatingDistributionChart';
export { SignupsChart, monthLabel } from './charts/SignupsChart';
export type { SignupsChartProps, SignupsMonth } from './charts/SignupsChart';
