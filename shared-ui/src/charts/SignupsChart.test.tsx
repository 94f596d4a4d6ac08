import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { monthLabel, SignupsChart } from './SignupsChart';

// jsdom draws no canvas: Chart.js reports that it cannot acquire a context, which is expected here.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

test('gives students and teachers per month as a table for screen readers, the canvas hidden', () => {
  const { container } = renderWithProviders(
    <SignupsChart
      months={[
        { month: '2026-01', students: 4, teachers: 1 },
        { month: '2026-02', students: 0, teachers: 2 },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Sign-ups per month' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['MonthStudentsTeachers', 'Jan 202641', 'Feb 202602']);
  expect(container.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('names a month by its short name and year, in UTC', () => {
  expect(monthLabel('2025-12')).toBe('Dec 2025');
  expect(monthLabel('not a month')).toBe('not a month');
});

test('reads the table in Bangla: Bangla month names and digits', async () => {
  await act(() => setLanguage('bn'));
  renderWithProviders(<SignupsChart months={[{ month: '2026-03', students: 14, teachers: 2 }]} />);
  const table = screen.getByRole('table', { name: 'মাসভিত্তিক নিবন্ধন' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['মাসশিক্ষার্থীশিক্ষক', 'মার্চ ২০২৬১৪২']);
  expect(monthLabel('2026-03')).toBe('মার্চ ২০২৬');
  expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
});
