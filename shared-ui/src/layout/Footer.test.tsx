import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Footer } from './Footer';

afterEach(() => jest.useRealTimers());

test('the copyright line carries the current year', () => {
  jest.useFakeTimers({
    now: new Date('2031-03-15T10:00:00+06:00'),
    doNotFake: ['setTimeout', 'queueMicrotask'],
  });
  renderWithProviders(<Footer />);
  expect(screen.getByText('© 2031 Pathshala. All rights reserved.')).toBeInTheDocument();
});

test('shows the contact mail link and the location', () => {
  renderWithProviders(<Footer />);
  expect(screen.getByRole('link', { name: 'contact@pathshala.com.bd' })).toHaveAttribute(
    'href',
    'mailto:contact@pathshala.com.bd',
  );
  expect(
    screen.getByText('Institute of Information Technology, University of Dhaka, Dhaka, Bangladesh'),
  ).toBeInTheDocument();
});

test('social links open in a new tab without giving the new page access to ours', () => {
  renderWithProviders(<Footer />);
  for (const [name, href] of [
    ['Facebook', 'https://facebook.com/pathshala.bd'],
    ['LinkedIn', 'https://www.linkedin.com/company/pathshala-bd'],
    ['YouTube', 'https://youtube.com/@pathshala.bd'],
  ] as const) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});
