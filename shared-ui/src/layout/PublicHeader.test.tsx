import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { PublicHeader } from './PublicHeader';

test('links Home, About Us and Login, and the brand goes home', () => {
  renderWithProviders(<PublicHeader />, { route: '/about' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  // Home matches only '/', not every page
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Pathshala home' })).toHaveAttribute('href', '/');
});

test('on phones the links sit behind the Open menu button', async () => {
  const { user } = renderWithProviders(<PublicHeader />);
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['About Us', '/about'],
    ['Login', '/login'],
  ]);
});
