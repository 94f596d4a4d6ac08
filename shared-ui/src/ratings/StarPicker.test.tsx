import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { formatRating, formatReviewDate } from './ratingFormat';
import { StarPicker } from './StarPicker';
import { StarRating } from './StarRating';

function Picker({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarPicker value={value} onChange={setValue} label="Your rating" />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

test('is a radio group of five stars named N stars, none checked, the first in the tab order', async () => {
  const { user } = renderWithProviders(<Picker />);
  const group = screen.getByRole('radiogroup', { name: 'Your rating' });
  const radios = screen.getAllByRole('radio');
  expect(group).toContainElement(radios[0] ?? null);
  expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
    '1 star',
    '2 stars',
    '3 stars',
    '4 stars',
    '5 stars',
  ]);
  expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  await user.tab();
  expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
});

test('arrow keys move the choice and the focus, wrapping; Home and End jump to the ends', async () => {
  const { user } = renderWithProviders(<Picker initial={3} />);
  await user.tab();
  expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('4');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: '5 stars' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('4');
  await user.keyboard('{Home}');
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('1');
  await user.keyboard('{End}');
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('5');
});

test('a click chooses that star', async () => {
  const { user } = renderWithProviders(<Picker />);
  await user.click(screen.getByRole('radio', { name: '2 stars' }));
  expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  expect(screen.getByLabelText('Chosen')).toHaveTextContent('2');
});

test('StarRating shows the average with one decimal and names it', () => {
  renderWithProviders(<StarRating value={4.25} />);
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('4.3')).toBeInTheDocument();
});

test('reads in Bangla: the stars, the group and the rating, with Bangla digits', async () => {
  await act(() => setLanguage('bn'));
  renderWithProviders(
    <>
      <StarPicker value={0} onChange={jest.fn()} />
      <StarRating value={4.25} />
    </>,
  );
  expect(screen.getByRole('radiogroup', { name: 'রেটিং' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
    '১টি তারা',
    '২টি তারা',
    '৩টি তারা',
    '৪টি তারা',
    '৫টি তারা',
  ]);
  expect(screen.getByRole('img', { name: '৫-এর মধ্যে ৪.৩ রেটিং' })).toHaveTextContent('৪.৩');
});

test('formats a rating and a review date in the active language, the date in Dhaka', async () => {
  expect(formatRating(4.25)).toBe('4.3');
  expect(formatRating(null)).toBe('0.0');
  expect(formatRating(4)).toBe('4.0');
  // 20:30 UTC is already the next day in Dhaka
  expect(formatReviewDate('2026-11-03T20:30:00Z')).toBe('4 Nov 2026');
  expect(formatReviewDate('not a date')).toBe('not a date');
  await setLanguage('bn');
  expect(formatRating(4.25)).toBe('৪.৩');
  expect(formatReviewDate('2026-11-03T10:00:00Z')).toMatch(/^৩ .+ ২০২৬$/);
});
