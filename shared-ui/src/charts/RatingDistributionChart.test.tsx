import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RatingDistributionChart } from './RatingDistributionChart';

// jsdom draws no canvas: Chart.js reports that it cannot acquire a context, which is expected here.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

test('gives the counts per star level as a table for screen readers, the canvas hidden', () => {
  const { container } = renderWithProviders(
    <RatingDistributionChart distribution={{ '1': 0, '2': 1, '3': 0, '4': 3, '5': 7 }} />,
  );
  const table = screen.getByRole('table', { name: 'Rating distribution' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    '1 star0 reviews',
    '2 stars1 review',
    '3 stars0 reviews',
    '4 stars3 reviews',
    '5 stars7 reviews',
  ]);
  expect(container.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
});
