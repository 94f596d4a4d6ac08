import { UNREAD_MESSAGES_COUNTED } from '@pathshala/shared-api/contract';
import { makeBatch, STUDENT, TEACHER, userRef } from '@pathshala/shared-api/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { BatchHeading } from './BatchHeading';
import { BatchTabs, batchTabOf, type BatchTab } from './BatchTabs';

function Tabs({ start = 'classes', unread = 0 }: { start?: BatchTab; unread?: number }) {
  const [tab, setTab] = useState<BatchTab>(start);
  return (
    <BatchTabs
      tab={tab}
      onTabChange={setTab}
      unreadMessages={unread}
      panels={{
        classes: <p>The classes</p>,
        materials: <p>The materials</p>,
        assignments: <p>The assignments</p>,
        board: <p>The board</p>,
      }}
    />
  );
}

describe('BatchTabs', () => {
  it('reads the tab of an address, the first for none or an unknown one', () => {
    expect(batchTabOf('board')).toBe('board');
    expect(batchTabOf('materials')).toBe('materials');
    expect(batchTabOf(null)).toBe('classes');
    expect(batchTabOf('settings')).toBe('classes');
  });

  it('shows the four tabs in order, only the chosen one mounted', async () => {
    const { user } = renderWithProviders(<Tabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Classes',
      'Materials',
      'Assignments',
      'Board',
    ]);
    expect(screen.getByRole('tab', { name: 'Classes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The classes');
    await user.click(screen.getByRole('tab', { name: 'Materials' }));
    // The panel left is unmounted once it has closed (a slow machine may still be closing it).
    await waitFor(() => expect(screen.queryByText('The classes')).not.toBeInTheDocument());
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The materials');
  });

  it('moves between tabs with the arrow keys, Home and End; Enter or Space shows one', async () => {
    const { user } = renderWithProviders(<Tabs start="materials" />);
    await user.click(screen.getByRole('tab', { name: 'Materials' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Assignments' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('The assignments'));
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Board' })).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('The board'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Classes' })).toHaveFocus());
  });

  it('says how many board messages are unread', () => {
    renderWithProviders(<Tabs unread={3} />);
    expect(screen.getByRole('tab', { name: 'Board (3 unread messages)' })).toBeInTheDocument();
  });

  it('says 99+ once the count reaches the bound the server counts to', async () => {
    renderWithProviders(<Tabs unread={UNREAD_MESSAGES_COUNTED} />);
    expect(await screen.findByRole('tab', { name: 'Board (99+ unread messages)' })).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderWithProviders(<Tabs unread={2} />);
    expect(await screen.findByRole('tab', { name: 'উপকরণ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'বোর্ড (২টি না-পড়া বার্তা)' })).toBeInTheDocument();
    cleanup();
    renderWithProviders(<Tabs unread={UNREAD_MESSAGES_COUNTED} />);
    expect(await screen.findByRole('tab', { name: 'বোর্ড (৯৯+টি না-পড়া বার্তা)' })).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});

describe('BatchHeading', () => {
  it("names the batch as the page's heading, with its facts and the way back", () => {
    const batch = makeBatch({
      title: 'SSC Physics batch',
      teacher_id: userRef(TEACHER),
      student_ids: [userRef(STUDENT)],
      weekly_schedule: ['Sunday', 'Tuesday'],
      time: '18:30',
      duration_minutes: 90,
    });
    renderWithProviders(<BatchHeading batch={batch} backTo="/student/batches" />);
    expect(screen.getByRole('heading', { level: 1, name: 'SSC Physics batch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your batches' })).toHaveAttribute('href', '/student/batches');
    expect(screen.getByText('Physics, Class 10')).toBeInTheDocument();
    expect(screen.getByText('rafiq')).toBeInTheDocument();
    expect(screen.getByText('Sunday, Tuesday at 6:30 PM')).toBeInTheDocument();
    expect(screen.getByText('90 min')).toBeInTheDocument();
  });
});
