// '@pathshala/shared-ui/charts': charts drawn with chart.js and react-chartjs-2 (~60 KB gzipped), a shared
// singleton entry of its own loaded only by the page that shows one: the teacher dashboard (DESIGN §3).
export { RatingDistributionChart } from './charts/RatingDistributionChart';
export type { RatingDistribution, RatingDistributionChartProps } from './charts/RatingDistributionChart';
