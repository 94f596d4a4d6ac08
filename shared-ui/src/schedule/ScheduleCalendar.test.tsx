import type { ClassSession } from '@pathshala/shared-api/contract';
import { makeBatch, makeSession } from '@pathshala/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { fakeNow, renderWithProviders, stubScreenWidth } from '../testing';
import { ScheduleCalendar, type ScheduleRange } from './ScheduleCalendar';

// Tuesday 24 November 2026, 10:00 in Dhaka.
fakeNow('2026-11-24T04:00:00Z');

const batch = makeBatch({ title: 'SSC Physics batch' });
/** Sunday 22 Nov, 6:30 PM Dhaka; Thursday 26 Nov moved to 7:00 PM; Saturday 28 Nov cancelled. */
const sessions: ClassSession[] = [
  makeSession({ starts_at: '2026-11-22T12:30:00.000Z', status: 'held' }, batch),
  makeSession(
    {
      starts_at: '2026-11-26T13:00:00.000Z',
      ends_at: '2026-11-26T14:00:00.000Z',
      scheduled_at: '2026-11-26T12:30:00.000Z',
      status: 'moved',
    },
    batch,
  ),
  makeSession(
    { starts_at: '2026-11-28T12:30:00.000Z', ends_at: '2026-11-28T13:30:00.000Z', status: 'cancelled' },
    batch,
  ),
];

function renderCalendar(shown: ClassSession[] = sessions) {
  const ranges: ScheduleRange[] = [];
  const onSelect = jest.fn();
  const view = renderWithProviders(
    <ScheduleCalendar sessions={shown} onRangeChange={(range) => ranges.push(range)} onSelect={onSelect} />,
  );
  return { ...view, ranges, onSelect };
}

/**
 * The classes FullCalendar drew in a grid. jsdom has no layout, so the grid keeps them hidden (and without an
 * accessible name): they are found among the hidden buttons by their text.
 */
const classes = () =>
  screen
    .queryAllByRole('button', { hidden: true })
    .filter((button) => button.textContent?.includes('SSC Physics batch'));

describe('ScheduleCalendar on a wide screen', () => {
  stubScreenWidth(1280);

  it('opens on this week, Sunday first, and reports its days as Dhaka dates', async () => {
    const { ranges } = renderCalendar();
    expect(await screen.findByRole('heading', { level: 2, name: '22 – 28 Nov 2026' })).toBeInTheDocument();
    expect(ranges).toEqual([{ from: '2026-11-22', to: '2026-11-29' }]);
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // Previous and Next are named by their titles, their icons hidden (no unnamed image)
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // the hours are Dhaka's, as the portal writes them
    expect(screen.getByText('7:00 AM')).toBeInTheDocument();
    expect(screen.getByText('6:00 PM')).toBeInTheDocument();
  });

  it('shows each class with its batch, its time in Dhaka and its state in words (its day read out); a cancelled one struck through', async () => {
    renderCalendar();
    await waitFor(() => expect(classes()).toHaveLength(3));
    expect(classes().map((event) => event.textContent)).toEqual([
      'Sunday, 22 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Held',
      'Thursday, 26 November 2026, SSC Physics batch 7:00 PM – 8:00 PM Moved',
      'Saturday, 28 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Cancelled',
    ]);
    const cancelled = classes()[2]!;
    expect(within(cancelled).getByText('SSC Physics batch')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(cancelled).getByText('Cancelled')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(within(classes()[0]!).getByText('SSC Physics batch')).not.toHaveStyle({
      textDecoration: 'line-through',
    });
  });

  it('reaches each class by keyboard and calls onSelect on a click, Enter or Space', async () => {
    const { user, onSelect } = renderCalendar();
    await waitFor(() => expect(classes()).toHaveLength(3));
    for (const event of classes()) expect(event).toHaveAttribute('tabindex', '0');
    await user.click(classes()[1]!);
    expect(onSelect).toHaveBeenLastCalledWith(sessions[1]);
    classes()[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(sessions[2]);
    classes()[0]!.focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(sessions[0]);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('moves by week and to the month, reporting each range (a month is six weeks shown)', async () => {
    const { user, ranges } = renderCalendar();
    await screen.findByRole('heading', { level: 2, name: '22 – 28 Nov 2026' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 2, name: '29 Nov – 5 Dec 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(ranges).toEqual([
      { from: '2026-11-22', to: '2026-11-29' },
      { from: '2026-11-29', to: '2026-12-06' },
      { from: '2026-11-01', to: '2026-12-13' },
    ]);
    // the month's classes are reachable too
    await waitFor(() => expect(classes()).toHaveLength(3));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
  });

  it('reads in Bangla: the toolbar, the hours and each class in Bangla digits and words', async () => {
    await setLanguage('bn');
    renderCalendar();
    expect(await screen.findByRole('button', { name: 'আজ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সপ্তাহ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগের সপ্তাহ' })).toBeInTheDocument();
    expect(screen.getByText('সকাল ৭:০০')).toBeInTheDocument();
    await waitFor(() => expect(classes()).toHaveLength(3));
    expect(classes()[1]).toHaveTextContent('SSC Physics batch সন্ধ্যা ৭:০০ – রাত্রি ৮:০০ সময় বদলেছে');
    expect(classes()[2]).toHaveTextContent('বাতিল');
  });
});

describe('ScheduleCalendar on a phone', () => {
  const screenWidth = stubScreenWidth(390);

  it("lists the week's classes as an agenda, each a button that opens it", async () => {
    const { user, onSelect, ranges } = renderCalendar();
    const rows = await screen.findAllByRole('button', { name: /SSC Physics batch/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sunday, 22 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Held',
      'Thursday, 26 November 2026, SSC Physics batch 7:00 PM – 8:00 PM Moved',
      'Saturday, 28 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Cancelled',
    ]);
    expect(ranges).toEqual([{ from: '2026-11-22', to: '2026-11-29' }]);
    await user.click(rows[0]!);
    expect(onSelect).toHaveBeenLastCalledWith(sessions[0]);
    rows[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(sessions[1]);
    expect(onSelect).toHaveBeenCalledTimes(2);
    // the agenda of the month, from the foot of the calendar
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(ranges.at(-1)).toEqual({ from: '2026-11-01', to: '2026-12-01' });
  });

  it("says there is no class in the agenda's days", async () => {
    renderCalendar([]);
    expect(await screen.findByText('No classes in these days')).toBeInTheDocument();
  });

  it('keeps the days shown when the screen widens, in the view that fits', async () => {
    const { ranges } = renderCalendar();
    await screen.findAllByRole('button', { name: /SSC Physics batch/ });
    screenWidth.resize(1280);
    expect(await screen.findByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('7:00 AM')).toBeInTheDocument();
    expect(ranges.at(-1)).toEqual({ from: '2026-11-22', to: '2026-11-29' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
