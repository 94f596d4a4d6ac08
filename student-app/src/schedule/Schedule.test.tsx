import type { BatchAttendance, ClassSession } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makeBatch,
  makeBatchAttendance,
  makeCalendarFeed,
  makeSession,
  ok,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import {
  clearToasts,
  fakeNow,
  renderRoutes,
  stubScreenWidth,
  stubWindowOpen,
} from '@pathshala/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Schedule } from './Schedule';

const server = setupApiServer();
afterEach(clearToasts);
const tabs = stubWindowOpen();
// Thursday 26 November 2026, 10:00 in Dhaka; a phone, so the calendar is the week's agenda.
fakeNow('2026-11-26T04:00:00Z');
stubScreenWidth(390);

const PATH = '/student/schedule';
const physics = makeBatch({ title: 'SSC Physics batch' });
const chemistry = makeBatch({
  title: 'HSC Chemistry',
  subject: 'Chemistry',
  student_ids: [userRef(STUDENT)],
});
/** Sunday 22 Nov: held, the student was late. Today 6:30 PM: live. Saturday: moved to 7 PM with a note. */
const held = makeSession(
  { starts_at: '2026-11-22T12:30:00.000Z', status: 'held', my_attendance: 'late' },
  physics,
);
const live = makeSession(
  {
    starts_at: '2026-11-26T03:30:00.000Z',
    status: 'held',
    join_class_link: 'https://meet.jit.si/pathshala-x',
  },
  physics,
);
const moved = makeSession(
  {
    starts_at: '2026-11-28T13:00:00.000Z',
    ends_at: '2026-11-28T14:00:00.000Z',
    scheduled_at: '2026-11-28T12:30:00.000Z',
    status: 'moved',
    note: 'Exam week: half an hour later.',
  },
  physics,
);
const attendance = (batchSessions: ClassSession[], marks = {}): BatchAttendance =>
  makeBatchAttendance(batchSessions, [userRef(STUDENT)], marks);

interface Served {
  calendar: string[];
  attendance: string[];
  rotations: number;
}

/** The API the page calls; `sessions` answers every calendar range. Returns what was asked. */
function serve(sessions: () => ClassSession[] = () => [held, live, moved]) {
  const asked: Served = { calendar: [], attendance: [], rotations: 0 };
  let feed = makeCalendarFeed('first');
  server.use(
    http.get(api('/calendar'), ({ request }) => {
      asked.calendar.push(new URL(request.url).search);
      return HttpResponse.json(ok(sessions()));
    }),
    http.get(api('/batch/batches'), () => HttpResponse.json(ok([physics, chemistry]))),
    http.get(api('/batch/:id/attendance'), ({ params }) => {
      asked.attendance.push(params.id as string);
      return HttpResponse.json(
        ok(
          params.id === physics._id
            ? attendance([held], { [held._id]: { [STUDENT._id]: 'late' } })
            : attendance([]),
        ),
      );
    }),
    http.get(api('/calendar/feed'), () => HttpResponse.json(ok(feed))),
    http.post(api('/calendar/feed/rotate'), () => {
      asked.rotations += 1;
      feed = makeCalendarFeed('second');
      return HttpResponse.json(ok(feed));
    }),
  );
  return asked;
}

function renderSchedule() {
  return renderRoutes({ [PATH]: <Schedule /> }, { route: PATH, wrapper: withQueryClient(signIn(STUDENT)) });
}

const classRow = (name: RegExp) => screen.findByRole('button', { name });

describe('Schedule (student): the calendar', () => {
  it('asks for the week shown and lists its classes, each with its time in Dhaka and its state', async () => {
    const asked = serve();
    renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(await classRow(/SSC Physics batch 6:30 PM – 7:30 PM Held/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Thursday, 26 November 2026, SSC Physics batch 9:30 AM – 10:30 AM Held',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Saturday, 28 November 2026, SSC Physics batch 7:00 PM – 8:00 PM Moved',
      }),
    ).toBeInTheDocument();
    expect(asked.calendar).toEqual(['?from=2026-11-22&to=2026-11-29']);
  });

  it('shows a loading state first', async () => {
    serve();
    server.use(
      http.get(api('/calendar'), async () => {
        await delay(200);
        return HttpResponse.json(ok([held]));
      }),
    );
    renderSchedule();
    expect(await screen.findByText('Loading your classes...')).toBeInTheDocument();
    expect(await classRow(/SSC Physics batch/)).toBeInTheDocument();
    expect(screen.queryByText('Loading your classes...')).not.toBeInTheDocument();
  });

  it("shows the server's message and Try again, which asks again", async () => {
    serve();
    let fail = true;
    server.use(
      http.get(api('/calendar'), () =>
        fail
          ? HttpResponse.json(failure(400, 'Choose dates within a year from today'), { status: 400 })
          : HttpResponse.json(ok([held])),
      ),
    );
    const { user } = renderSchedule();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose dates within a year from today');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await classRow(/SSC Physics batch/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the days shown have no class, and where classes come from', async () => {
    serve(() => []);
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'No classes in these days' })).toBeInTheDocument();
    expect(screen.getByText(/Classes come from your batches' days and time/)).toBeInTheDocument();
  });

  it('asks for the next week when the student moves on', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    await classRow(/Moved/);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(asked.calendar).toEqual(['?from=2026-11-22&to=2026-11-29', '?from=2026-11-29&to=2026-12-06']),
    );
  });
});

describe('Schedule (student): a class', () => {
  it('shows a held class with their own attendance', async () => {
    serve();
    const { user } = renderSchedule();
    await user.click(await classRow(/6:30 PM – 7:30 PM Held/));
    const dialog = await screen.findByRole('dialog', { name: 'SSC Physics batch' });
    expect(within(dialog).getByText('Your attendance').nextElementSibling).toHaveTextContent('Late');
    expect(within(dialog).queryByRole('button', { name: 'Join class' })).not.toBeInTheDocument();
  });

  it("shows a moved class's first time and the teacher's note", async () => {
    serve();
    const { user } = renderSchedule();
    await user.click(await classRow(/Moved/));
    const dialog = await screen.findByRole('dialog', { name: 'SSC Physics batch' });
    expect(within(dialog).getByText('Moved from').nextElementSibling).toHaveTextContent(
      'Saturday, 28 November 2026, 6:30 PM',
    );
    expect(within(dialog).getByText('Exam week: half an hour later.')).toBeInTheDocument();
  });

  it('joins a live class in a new tab', async () => {
    serve();
    const { user } = renderSchedule();
    await user.click(await classRow(/9:30 AM – 10:30 AM/));
    const dialog = await screen.findByRole('dialog', { name: 'SSC Physics batch' });
    expect(within(dialog).getByText('Live now')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join class' }));
    expect(tabs.map((tab) => tab.args)).toEqual([
      ['https://meet.jit.si/pathshala-x', '_blank', 'noopener,noreferrer'],
    ]);
    // a student has none of the teacher's actions
    expect(within(dialog).queryByRole('button', { name: 'Mark attendance' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  });
});

describe('Schedule (student): attendance and the calendar link', () => {
  it('shows their own attendance per batch: their rate and each class with their mark', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    const section = await screen.findByRole('region', { name: 'Attendance' });
    const batch = within(section).getByRole('combobox', { name: 'Batch' });
    expect(
      within(batch)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SSC Physics batch', 'HSC Chemistry']);
    const figure = async (term: string) =>
      (await within(section).findByText(term, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await figure('Late')).toBe('1');
    expect(await figure('Attendance rate')).toBe('100%');
    const classes = within(section).getByRole('table', { name: 'Your classes' });
    expect(
      within(classes).getByRole('row', { name: /Sunday, 22 November 2026, 6:30 PM Late/ }),
    ).toBeInTheDocument();

    await user.selectOptions(batch, 'HSC Chemistry');
    expect(await within(section).findByText('No class held yet.')).toBeInTheDocument();
    expect(asked.attendance).toEqual([physics._id, chemistry._id]);
  });

  it('copies the private calendar link, and replaces it after asking', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    const card = await screen.findByRole('region', { name: 'Your classes in your calendar app' });
    const link = await within(card).findByRole('textbox', { name: 'Calendar link' });
    expect(link).toHaveValue('https://pathshala.test/api/v1/calendar/feed/first.ics');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://pathshala.test/api/v1/calendar/feed/first.ics');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Replace link' }));
    const question = await screen.findByRole('alertdialog', { name: 'Replace the calendar link?' });
    expect(asked.rotations).toBe(0);
    await user.click(within(question).getByRole('button', { name: 'Replace link' }));
    expect(
      await screen.findByText('New calendar link made. The old one no longer works.'),
    ).toBeInTheDocument();
    expect(asked.rotations).toBe(1);
    await waitFor(() => expect(link).toHaveValue('https://pathshala.test/api/v1/calendar/feed/second.ics'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    serve(() => []);
    renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'সময়সূচি' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এই দিনগুলোতে কোনো ক্লাস নেই' })).toBeInTheDocument();
  });
});
