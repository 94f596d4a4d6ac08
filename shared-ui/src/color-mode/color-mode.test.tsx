import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { COLOR_MODE_STORAGE_KEY, useColorMode } from './color-mode';
import { ColorModeButton } from './ColorModeButton';

const html = document.documentElement;

function prefersDark(dark: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function ModeReadout() {
  return <p>mode: {useColorMode().colorMode}</p>;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  localStorage.clear();
  html.className = '';
});

test('follows the system preference when the visitor has not chosen', () => {
  prefersDark(true);
  renderWithProviders(<ModeReadout />);
  expect(screen.getByText('mode: dark')).toBeInTheDocument();
  expect(html).toHaveClass('dark');
  expect(html).not.toHaveClass('light');
});

test('a stored choice wins over the system preference', () => {
  prefersDark(true);
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
  renderWithProviders(<ModeReadout />);
  expect(screen.getByText('mode: light')).toBeInTheDocument();
  expect(html).toHaveClass('light');
});

test('the toggle switches the mode, puts the class on <html> and remembers the choice', async () => {
  prefersDark(false);
  const { user } = renderWithProviders(
    <>
      <ModeReadout />
      <ColorModeButton />
    </>,
  );
  expect(html).toHaveClass('light');

  await user.click(screen.getByRole('button', { name: 'Toggle colour mode' }));
  expect(screen.getByText('mode: dark')).toBeInTheDocument();
  expect(html).toHaveClass('dark');
  expect(html).not.toHaveClass('light');
  expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

  await user.click(screen.getByRole('button', { name: 'Toggle colour mode' }));
  expect(html).toHaveClass('light');
  expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
});

test('markup rendered ahead (light) is taken over by a dark reader without a mismatch, then shown dark', async () => {
  prefersDark(true);
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { ColorModeProvider } = await import('./color-mode');
  const tree = (
    <ColorModeProvider>
      <ModeReadout />
    </ColorModeProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  expect(container).toHaveTextContent('mode: light');
  document.body.append(container);

  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  expect(recoverableErrors).toEqual([]);
  expect(container).toHaveTextContent('mode: dark');
  expect(html).toHaveClass('dark');
  container.remove();
});
