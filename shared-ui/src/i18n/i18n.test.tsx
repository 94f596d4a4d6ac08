// The two-language machinery: catalogues defined with defineCatalog, the switch, the API's messages, and the
// lazy tables of texts for code outside React.
import { LANGUAGE_COOKIE } from '@pathshala/shared-api/contract/languages';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from '../testing';
import { currentLanguage, setLanguage } from './catalogs';
import { defineCatalog } from './define-catalog';
import { useFormat } from './hooks';
import { LANGUAGE_STORAGE_KEY } from './language';
import { lazyTexts } from './lazy-texts';
import { translateMessage, useMessageText } from './messages';

type Messages = { greeting: string; terms: string; count: string };

const ENGLISH: Messages = {
  greeting: 'Welcome, {name}',
  terms: 'I agree to <0>the terms</0>',
  count: '{count, plural, one {# post} other {# posts}}',
};
const BANGLA: Messages = {
  greeting: 'স্বাগতম, {name}',
  terms: 'আমি <0>শর্তাবলিতে</0> সম্মত',
  count: '{count, plural, other {#টি পোস্ট}}',
};

/** A catalogue whose English download waits until the test lets it finish. */
function lateCatalogue(name: string) {
  let finish: () => void = () => undefined;
  const catalogue = defineCatalog<Messages>(name, {
    en: () =>
      new Promise((resolve) => {
        finish = () => resolve({ default: ENGLISH });
      }),
    bn: () => Promise.resolve({ default: BANGLA }),
  });
  return { ...catalogue, finish: () => finish() };
}

describe('defineCatalog', () => {
  it('suspends a screen whose catalogue was defined after start-up until it is loaded, then shows its text', async () => {
    const late = lateCatalogue('test.late');
    function Greeting() {
      const t = late.useText();
      return <p>{t('greeting', { name: 'Nusrat' })}</p>;
    }
    // The first render suspends: awaited, so React retries it once the texts arrive.
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>Waiting for the texts</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('Waiting for the texts')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();

    await act(async () => late.finish());

    expect(await screen.findByText('Welcome, Nusrat')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the texts')).not.toBeInTheDocument();
  });

  it('re-renders every screen in the other language at once when the language is switched', async () => {
    const catalogue = defineCatalog<Messages>('test.switch', {
      en: async () => ENGLISH,
      bn: async () => ({ default: BANGLA }),
    });
    await act(() => setLanguage('en'));
    function Posts({ count }: { count: number }) {
      const t = catalogue.useText();
      return (
        <>
          <p>{t('greeting', { name: 'Rahim' })}</p>
          <p>{t('count', { count })}</p>
          <catalogue.Text id="terms" components={[<a key="terms" href="/terms" />]} />
        </>
      );
    }
    renderWithProviders(<Posts count={12} />);
    expect(screen.getByText('Welcome, Rahim')).toBeInTheDocument();
    expect(screen.getByText('12 posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the terms' })).toHaveAttribute('href', '/terms');

    await act(() => setLanguage('bn'));

    expect(screen.getByText('স্বাগতম, Rahim')).toBeInTheDocument();
    expect(screen.getByText('১২টি পোস্ট')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'শর্তাবলিতে' })).toHaveAttribute('href', '/terms');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
    // …and in the cookie the server reads to send the landing page in it.
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=bn`);
    expect(currentLanguage()).toBe('bn');

    await act(() => setLanguage('en'));
    expect(screen.getByText('Welcome, Rahim')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('gives the text outside React with text(), in the active language, and the key until it is loaded', async () => {
    const catalogue = defineCatalog<Messages>('test.outside', {
      en: async () => ({ default: ENGLISH }),
      bn: async () => ({ default: BANGLA }),
    });
    expect(catalogue.text('greeting', { name: 'Karim' })).toBe('greeting');

    await setLanguage('en');
    expect(catalogue.text('greeting', { name: 'Karim' })).toBe('Welcome, Karim');

    await setLanguage('bn');
    expect(catalogue.text('greeting', { name: 'Karim' })).toBe('স্বাগতম, Karim');
    expect(catalogue.text('count', { count: 3 })).toBe('৩টি পোস্ট');
  });
});

describe('lazyTexts', () => {
  it('reads each text in the language active when it is read, never when the table is made', async () => {
    const catalogue = defineCatalog<Messages>('test.lazy', {
      en: async () => ({ default: ENGLISH }),
      bn: async () => ({ default: BANGLA }),
    });
    const texts = lazyTexts((key: keyof Messages) => catalogue.text(key, { name: 'Mina', count: 1 }), {
      hello: 'greeting',
    });
    await setLanguage('en');
    expect(texts.hello).toBe('Welcome, Mina');
    expect({ ...texts }).toEqual({ hello: 'Welcome, Mina' });
    await setLanguage('bn');
    expect(texts.hello).toBe('স্বাগতম, Mina');
  });
});

describe("the API's messages", () => {
  it('shows a message the table knows in Bangla, and any other text as it is', async () => {
    expect(translateMessage('Unauthorized user')).toBe('Unauthorized user');
    await setLanguage('bn');
    expect(translateMessage('Unauthorized user')).toBe('অনুমোদিত ব্যবহারকারী নন');
    expect(translateMessage('ইতিমধ্যে বাংলায়')).toBe('ইতিমধ্যে বাংলায়');
    expect(translateMessage('Something the table does not know')).toBe('Something the table does not know');
  });

  it('re-renders a screen showing one when the language changes', async () => {
    function Message() {
      const messageText = useMessageText();
      return <p>{messageText('Unauthorized user')}</p>;
    }
    renderWithProviders(<Message />);
    expect(screen.getByText('Unauthorized user')).toBeInTheDocument();
    await act(() => setLanguage('bn'));
    expect(screen.getByText('অনুমোদিত ব্যবহারকারী নন')).toBeInTheDocument();
  });
});

describe('useFormat', () => {
  it('formats taka, numbers and Dhaka times in the active language', async () => {
    function Amounts() {
      const f = useFormat();
      return (
        <>
          <p>{f.money(4500)}</p>
          <p>{f.number(2026, { useGrouping: false })}</p>
          <p>{f.clockTime('18:30')}</p>
        </>
      );
    }
    renderWithProviders(<Amounts />);
    expect(screen.getByText('৳4,500')).toBeInTheDocument();
    expect(screen.getByText('2026')).toBeInTheDocument();
    expect(screen.getByText('6:30 PM')).toBeInTheDocument();

    await act(() => setLanguage('bn'));
    expect(screen.getByText('৳৪,৫০০')).toBeInTheDocument();
    expect(screen.getByText('২০২৬')).toBeInTheDocument();
    expect(screen.getByText('সন্ধ্যা ৬:৩০')).toBeInTheDocument();
  });
});
