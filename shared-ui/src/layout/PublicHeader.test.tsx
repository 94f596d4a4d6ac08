import { screen, within } from '@testing-library/react';
import { initialLanguage } from '../i18n/language';
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

test('the language switch shows the page in Bangla at once, sets <html lang> and remembers the choice', async () => {
  const { user } = renderWithProviders(<PublicHeader />, { route: '/about' });
  expect(document.documentElement.lang).toBe('en');

  await user.click(screen.getByRole('button', { name: 'বাংলা (Switch to Bangla)' }));

  const nav = await screen.findByRole('navigation', { name: 'প্রধান' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['হোম', '/'],
    ['আমাদের সম্পর্কে', '/about'],
    ['লগ ইন', '/login'],
  ]);
  expect(within(nav).getByRole('link', { name: 'আমাদের সম্পর্কে' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'পাঠশালার হোম পেজ' })).toHaveTextContent('পাঠশালা');
  expect(screen.getByRole('button', { name: 'মেনু খুলুন' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'লাইট বা ডার্ক মোড বদলান' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('bn');
  expect(localStorage.getItem('pathshala.language')).toBe('bn');
  expect(initialLanguage()).toBe('bn');

  // The switch names the other language in its own script, and switches back.
  const back = screen.getByRole('button', { name: 'English (ইংরেজিতে দেখুন)' });
  expect(back).toHaveTextContent('English');
  expect(within(back).getByText('English')).toHaveAttribute('lang', 'en');
  await user.click(back);
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'বাংলা (Switch to Bangla)' })).toHaveTextContent('বাংলা');
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('pathshala.language')).toBe('en');
});
