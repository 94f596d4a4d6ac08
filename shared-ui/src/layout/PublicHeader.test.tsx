import { screen, within } from '@testing-library/react';
import { Route, Routes } from '../router';
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
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  expect(button).toHaveAttribute('aria-controls', menu.id);
  const links = within(menu).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['About Us', '/about'],
    ['Login', '/login'],
  ]);
  expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await user.click(button);
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
});

test('the phone menu closes when a link is followed', async () => {
  const { user } = renderWithProviders(
    <>
      <PublicHeader />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/about" element={<p>about page</p>} />
      </Routes>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'About Us' }),
  );

  expect(screen.getByText('about page')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the phone menu and returns focus to its button', async () => {
  const { user } = renderWithProviders(<PublicHeader />);
  const button = screen.getByRole('button', { name: 'Open menu' });
  await user.click(button);
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getByRole('link', { name: 'Login' })
    .focus();

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});
