import { Route, Routes } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import Landing from './Landing';

test('the hero leads to login and to the about page', () => {
  renderWithProviders(<Landing />);
  const hero = screen.getByRole('region', { name: /find the right tutor/i });
  expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(/bangladesh/i);
  expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  expect(within(hero).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
});

test('advertises the three features: scheduling, batch management and resource sharing', () => {
  renderWithProviders(<Landing />);
  const features = screen.getByRole('region', { name: 'Everything you need to teach and learn' });
  const titles = within(features).getAllByRole('heading', { level: 3 });
  expect(titles.map((title) => title.textContent)).toEqual([
    'Easy Scheduling',
    'Batch Management',
    'Resource Sharing',
  ]);
  expect(features).toHaveTextContent(/classes, meetings and events/);
  expect(features).toHaveTextContent(/organise students into batches/i);
  expect(features).toHaveTextContent(/materials, assignments and feedback/);
});

test('Sign Up Now goes to the sign-up page', async () => {
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="/signup" element={<p>sign-up page</p>} />
    </Routes>,
  );
  await user.click(screen.getByRole('link', { name: 'Sign Up Now' }));
  expect(screen.getByText('sign-up page')).toBeInTheDocument();
});
