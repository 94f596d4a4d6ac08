import type { CalendarFeed } from '@pathshala/shared-api/contract';
import { makeCalendarFeed } from '@pathshala/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { clearToasts, renderWithProviders } from '../testing';
import type { QueryLike } from '../states/QueryView';
import { CalendarFeedCard } from './CalendarFeedCard';

afterEach(clearToasts);

const loaded = (feed: CalendarFeed): QueryLike<CalendarFeed> => ({
  isPending: false,
  isError: false,
  error: null,
  data: feed,
  refetch: jest.fn(),
});

function renderCard(feed: QueryLike<CalendarFeed> = loaded(makeCalendarFeed('abc')), rotating = false) {
  const onRotate = jest.fn().mockResolvedValue(undefined);
  const view = renderWithProviders(<CalendarFeedCard feed={feed} onRotate={onRotate} rotating={rotating} />);
  return {
    ...view,
    onRotate,
    card: screen.getByRole('region', { name: 'Your classes in your calendar app' }),
  };
}

describe('CalendarFeedCard', () => {
  it('shows the private link read-only, says it is private, and opens it in a calendar app', () => {
    const { card } = renderCard();
    const link = within(card).getByRole('textbox', { name: 'Calendar link' });
    expect(link).toHaveValue('https://pathshala.test/api/v1/calendar/feed/abc.ics');
    expect(link).toHaveAttribute('readonly');
    expect(
      within(card).getByText(/This link is private: anyone who has it can see your classes/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://pathshala.test/api/v1/calendar/feed/abc.ics',
    );
  });

  it('copies the link and says so', async () => {
    const { card, user } = renderCard();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://pathshala.test/api/v1/calendar/feed/abc.ics');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('selects the link to copy by hand when the clipboard refuses', async () => {
    const { card, user } = renderCard();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Could not copy the link/)).toBeInTheDocument();
    const link = within(card).getByRole('textbox', { name: 'Calendar link' }) as HTMLInputElement;
    expect(link.selectionEnd! - link.selectionStart!).toBe(link.value.length);
  });

  it('asks before replacing the link: Cancel keeps it, Replace link replaces it, says so and closes', async () => {
    const { card, user, onRotate } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Replace link' }));
    let question = await screen.findByRole('alertdialog', { name: 'Replace the calendar link?' });
    expect(question).toHaveTextContent(/The current link stops working at once/);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRotate).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Replace link' }));
    question = await screen.findByRole('alertdialog', { name: 'Replace the calendar link?' });
    await user.click(within(question).getByRole('button', { name: 'Replace link' }));
    expect(onRotate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('New calendar link made. The old one no longer works.'),
    ).toBeInTheDocument();
  });

  it("keeps the question open when replacing fails, and says why with the server's reason", async () => {
    const { card, user, onRotate } = renderCard();
    onRotate.mockRejectedValueOnce({
      response: { data: { message: 'Too many requests. Please try again later.' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Replace link' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Replace link' }));
    expect(onRotate).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Failed to replace the calendar link')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows the link loading, and a failure with Try again', async () => {
    const { unmount } = renderCard({
      isPending: true,
      isError: false,
      error: null,
      data: undefined,
      refetch: jest.fn(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your calendar link...');
    unmount();
    const refetch = jest.fn();
    const { user } = renderCard({
      isPending: false,
      isError: true,
      error: new Error('x'),
      data: undefined,
      refetch,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your calendar link.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    renderWithProviders(
      <CalendarFeedCard feed={loaded(makeCalendarFeed())} onRotate={jest.fn()} rotating={false} />,
    );
    const card = screen.getByRole('region', { name: 'আপনার ক্যালেন্ডার অ্যাপে ক্লাসগুলো' });
    expect(within(card).getByRole('button', { name: 'লিংক কপি করুন' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ক্যালেন্ডার অ্যাপে খুলুন' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'লিংক বদলান' })).toBeInTheDocument();
  });
});
