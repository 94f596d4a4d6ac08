import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import About from './About';

test('has the hero, Our Mission, Our Values, Our Team and Get Started Today', () => {
  renderWithProviders(<About />, { route: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About Pathshala' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Our Mission',
    'Our Values',
    'Our Team',
    'Get Started Today',
  ]);
});

test('lists the four values', () => {
  renderWithProviders(<About />, { route: '/about' });
  const values = screen.getByRole('region', { name: 'Our Values' });
  expect(
    within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Innovation in education technology',
    'Accessibility for all learners',
    'Collaboration between students and teachers',
    'Continuous improvement and learning',
  ]);
});

test('shows three team cards with name, role and initials', () => {
  renderWithProviders(<About />, { route: '/about' });
  const team = screen.getByRole('region', { name: 'Our Team' });
  const names = within(team).getAllByRole('heading', { level: 3 });
  expect(names).toHaveLength(3);
  expect(team).toHaveTextContent('Tahmid Hasan');
  expect(team).toHaveTextContent('TH');
  expect(team).toHaveTextContent('Co-founder & Product Lead');
});

test('the call to action leads to sign-up', () => {
  renderWithProviders(<About />, { route: '/about' });
  const cta = screen.getByRole('region', { name: 'Get Started Today' });
  expect(within(cta).getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/signup');
});
