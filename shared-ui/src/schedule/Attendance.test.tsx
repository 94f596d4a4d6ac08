import {
  makeBatch,
  makeBatchAttendance,
  makeSession,
  OTHER_STUDENT,
  STUDENT,
  userRef,
} from '@pathshala/shared-api/testing';
import { screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { AttendanceSheet } from './AttendanceSheet';
import { AttendanceSummary } from './AttendanceSummary';

const nusrat = userRef(STUDENT);
const batch = makeBatch({ title: 'SSC Physics batch' });
const [first, second, third, fourth] = [
  '2026-11-01T12:30:00.000Z',
  '2026-11-03T12:30:00.000Z',
  '2026-11-08T12:30:00.000Z',
  '2026-11-10T12:30:00.000Z',
].map((starts_at) => makeSession({ starts_at, status: 'held' }, batch)) as [
  ReturnType<typeof makeSession>,
  ReturnType<typeof makeSession>,
  ReturnType<typeof makeSession>,
  ReturnType<typeof makeSession>,
];

describe('AttendanceSheet', () => {
  /** `marks` null: still loading. */
  function renderSheet(marks: Record<string, 'present' | 'late' | 'absent'> | null = {}) {
    const onSave = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    const view = renderWithProviders(
      <AttendanceSheet
        session={first}
        students={[nusrat, OTHER_STUDENT]}
        marks={marks ?? undefined}
        onSave={onSave}
        onClose={onClose}
      />,
    );
    return { ...view, onSave, onClose };
  }
  const group = (name: string) => screen.getByRole('radiogroup', { name });

  it('marks each student Present, Late or Absent and saves the list', async () => {
    const { user, onSave } = renderSheet();
    const dialog = screen.getByRole('dialog', { name: 'Mark attendance' });
    expect(
      within(dialog).getByText('SSC Physics batch, Sunday, 1 November 2026, 6:30 PM'),
    ).toBeInTheDocument();
    await user.click(within(group('nusrat')).getByRole('radio', { name: 'Late' }));
    await user.click(within(group('farhana')).getByRole('radio', { name: 'Absent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }));
    expect(onSave).toHaveBeenCalledWith(first, [
      { student_id: STUDENT._id, status: 'late' },
      { student_id: OTHER_STUDENT._id, status: 'absent' },
    ]);
  });

  it('starts from the marks already given, and marks everyone present at once', async () => {
    const { user, onSave } = renderSheet({ [OTHER_STUDENT._id]: 'absent' });
    expect(within(group('farhana')).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(within(group('nusrat')).getByRole('radio', { name: 'Present' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Mark everyone present' }));
    expect(within(group('farhana')).getByRole('radio', { name: 'Present' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(onSave).toHaveBeenCalledWith(first, [
      { student_id: STUDENT._id, status: 'present' },
      { student_id: OTHER_STUDENT._id, status: 'present' },
    ]);
  });

  it('sends only the students marked, and asks for one at least', async () => {
    const { user, onSave } = renderSheet();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mark at least one student');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(group('farhana')).getByRole('radio', { name: 'Present' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(onSave).toHaveBeenCalledWith(first, [{ student_id: OTHER_STUDENT._id, status: 'present' }]);
  });

  it('waits for the marks already given, named from the start, then offers them', async () => {
    const onSave = jest.fn();
    const sheet = (marks?: Record<string, 'absent'>) => (
      <AttendanceSheet
        session={first}
        students={[nusrat, OTHER_STUDENT]}
        marks={marks}
        onSave={onSave}
        onClose={jest.fn()}
      />
    );
    const { rerender } = renderWithProviders(sheet());
    const dialog = screen.getByRole('dialog', { name: 'Mark attendance' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading attendance...');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    rerender(sheet({ [STUDENT._id]: 'absent' }));
    expect(await within(group('nusrat')).findByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Mark attendance' })).toBeInTheDocument();
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    renderSheet();
    expect(screen.getByRole('dialog', { name: 'উপস্থিতি দিন' })).toBeInTheDocument();
    expect(
      within(group('nusrat'))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['উপস্থিত', 'দেরিতে', 'অনুপস্থিত']);
  });
});

describe('AttendanceSummary', () => {
  const attendance = makeBatchAttendance([first, second, third, fourth], [nusrat, OTHER_STUDENT], {
    [first._id]: { [STUDENT._id]: 'present', [OTHER_STUDENT._id]: 'absent' },
    [second._id]: { [STUDENT._id]: 'late', [OTHER_STUDENT._id]: 'absent' },
    [third._id]: { [STUDENT._id]: 'absent' },
    [fourth._id]: { [STUDENT._id]: 'present' },
  });
  const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it("shows each student's counts and rate (late counts as came)", () => {
    renderWithProviders(<AttendanceSummary attendance={attendance} />);
    const table = screen.getByRole('table', { name: '4 classes held or marked' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Student', 'Present', 'Late', 'Absent', 'Attendance rate']);
    expect(cells(rowOf('nusrat'))).toEqual(['nusrat', '2', '1', '1', '75%']);
    expect(cells(rowOf('farhana'))).toEqual(['farhana', '0', '0', '2', '0%']);
    // a teacher's view lists no one's classes
    expect(screen.queryByRole('table', { name: 'Your classes' })).not.toBeInTheDocument();
  });

  it('says when a student was never marked', () => {
    renderWithProviders(<AttendanceSummary attendance={makeBatchAttendance([], [nusrat])} />);
    expect(cells(rowOf('nusrat'))).toEqual(['nusrat', '0', '0', '0', 'Not marked yet']);
  });

  it("shows a student's own counts and rate, then their classes, newest first, with their mark", () => {
    const own = makeBatchAttendance([first, second, third], [nusrat], {
      [first._id]: { [STUDENT._id]: 'present' },
      [second._id]: { [STUDENT._id]: 'late' },
    });
    renderWithProviders(<AttendanceSummary attendance={own} own />);
    const figure = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(['Present', 'Late', 'Absent', 'Attendance rate'].map(figure)).toEqual(['1', '1', '0', '100%']);
    const classes = screen.getByRole('table', { name: 'Your classes' });
    expect(
      within(classes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row)),
    ).toEqual([
      ['Sunday, 8 November 2026, 6:30 PM', 'Not marked'],
      ['Tuesday, 3 November 2026, 6:30 PM', 'Late'],
      ['Sunday, 1 November 2026, 6:30 PM', 'Present'],
    ]);
  });

  it('reads in Bangla, rates in Bangla digits', async () => {
    await setLanguage('bn');
    renderWithProviders(<AttendanceSummary attendance={attendance} />);
    expect(cells(rowOf('nusrat'))).toEqual(['nusrat', '২', '১', '১', '৭৫%']);
    expect(screen.getByRole('columnheader', { name: 'উপস্থিতির হার' })).toBeInTheDocument();
  });
});
