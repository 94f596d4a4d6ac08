import type { ClassSession } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makeBatch,
  makeBatchAttendance,
  makeCalendarFeed,
  makeSession,
  ok,
  OTHER_STUDENT,
  setupApiServer,
  signIn,
  STUDENT,
  TEACHER,
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

const PATH = '/teacher/schedule';
/** Taught by TEACHER, with nusrat and farhana. */
const batch = makeBatch({ title: 'SSC Physics batch' });
/** Sunday: held. Today 9:30 AM: started half an hour ago. Friday: cancelled. Saturday 6:30 PM: to come. */
const held = makeSession({ starts_at: '2026-11-22T12:30:00.000Z', status: 'held' }, batch);
const todays = makeSession({ starts_at: '2026-11-26T03:30:00.000Z' }, batch);
const cancelled = makeSession(
  { starts_at: '2026-11-27T12:30:00.000Z', status: 'cancelled', note: 'I am ill.' },
  batch,
);
const upcoming = makeSession({ starts_at: '2026-11-28T12:30:00.000Z' }, batch);

interface Asked {
  calendar: number;
  updates: { sessionId: string; body: unknown }[];
  attendance: unknown[];
}

/** The API the page calls. Returns what was asked. */
function serve(sessions: () => ClassSession[] = () => [held, todays, cancelled, upcoming]) {
  const asked: Asked = { calendar: 0, updates: [], attendance: [] };
  const marks = makeBatchAttendance([held], [userRef(STUDENT), OTHER_STUDENT], {
    [held._id]: { [STUDENT._id]: 'present', [OTHER_STUDENT._id]: 'absent' },
  });
  server.use(
    http.get(api('/calendar'), () => {
      asked.calendar += 1;
      return HttpResponse.json(ok(sessions()));
    }),
    http.get(api('/batch/batches'), () => HttpResponse.json(ok([batch]))),
    http.get(api('/batch/:id/attendance'), () => HttpResponse.json(ok(marks))),
    http.get(api('/calendar/feed'), () => HttpResponse.json(ok(makeCalendarFeed()))),
    http.put(api('/batch/:id/sessions/:sessionId'), async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.updates.push({ sessionId: params.sessionId as string, body });
      const session = [held, todays, cancelled, upcoming].find((item) => item._id === params.sessionId)!;
      if (typeof body.starts_at === 'string')
        return HttpResponse.json(
          ok({
            ...session,
            status: 'moved',
            starts_at: '2026-11-29T13:00:00.000Z',
            ends_at: '2026-11-29T14:00:00.000Z',
          }),
        );
      return HttpResponse.json(ok({ ...session, status: body.cancelled ? 'cancelled' : 'scheduled' }));
    }),
    http.put(api('/batch/:id/sessions/:sessionId/attendance'), async ({ request }) => {
      asked.attendance.push(await request.json());
      return HttpResponse.json(ok(marks));
    }),
  );
  return asked;
}

function renderSchedule() {
  return renderRoutes({ [PATH]: <Schedule /> }, { route: PATH, wrapper: withQueryClient(signIn(TEACHER)) });
}

/** Opens the class whose row matches `name` and returns its dialog. */
async function openClass(user: ReturnType<typeof renderSchedule>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'SSC Physics batch' });
}

describe('Schedule (teacher): the calendar', () => {
  it("lists the week's classes with their state", async () => {
    serve();
    renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('button', { name: /SSC Physics batch/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sunday, 22 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Held',
      'Thursday, 26 November 2026, SSC Physics batch 9:30 AM – 10:30 AM Scheduled',
      'Friday, 27 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Cancelled',
      'Saturday, 28 November 2026, SSC Physics batch 6:30 PM – 7:30 PM Scheduled',
    ]);
  });

  it('shows a loading state first', async () => {
    serve();
    server.use(
      http.get(api('/calendar'), async () => {
        await delay(200);
        return HttpResponse.json(ok([upcoming]));
      }),
    );
    renderSchedule();
    expect(await screen.findByText('Loading your classes...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /SSC Physics batch/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading your classes...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load your classes' when the failure has no message, and Try again", async () => {
    serve();
    let fail = true;
    server.use(
      http.get(api('/calendar'), () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(ok([upcoming])),
      ),
    );
    const { user } = renderSchedule();
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your classes. Please try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /SSC Physics batch/ })).toBeInTheDocument();
  });

  it('says when the days shown have no class, and where classes come from', async () => {
    serve(() => []);
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'No classes in these days' })).toBeInTheDocument();
    expect(screen.getByText(/Classes come from each batch's days and time/)).toBeInTheDocument();
  });
});

describe('Schedule (teacher): moving, cancelling and restoring a class', () => {
  it('moves a class to a Dhaka date and time with a note; the calendar reloads', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    const details = await openClass(user, /6:30 PM – 7:30 PM Scheduled/);
    await user.click(within(details).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move class' });
    const startsAt = within(dialog).getByLabelText(/New date and time \(Dhaka time\)/);
    expect(startsAt).toHaveValue('2026-11-28T18:30');
    await user.clear(startsAt);
    await user.type(startsAt, '2026-11-29T19:00');
    await user.type(within(dialog).getByLabelText(/Note for the students/), 'Exam on Saturday');
    await user.click(within(dialog).getByRole('button', { name: 'Move class' }));

    expect(await screen.findByText('Class moved')).toBeInTheDocument();
    expect(
      screen.getByText('SSC Physics batch is now on 29 Nov 2026, 7:00 PM. Its students have been told.'),
    ).toBeInTheDocument();
    expect(asked.updates).toEqual([
      { sessionId: upcoming._id, body: { starts_at: '2026-11-29T19:00', note: 'Exam on Saturday' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move class' })).toBeNull());
    await waitFor(() => expect(asked.calendar).toBe(2));
  });

  it("shows the server's field error on the new time, and keeps the dialog", async () => {
    serve();
    server.use(
      http.put(api('/batch/:id/sessions/:sessionId'), () =>
        HttpResponse.json(failure(400, 'Validation failed', { starts_at: 'Choose a time in the future' }), {
          status: 400,
        }),
      ),
    );
    const { user } = renderSchedule();
    const details = await openClass(user, /6:30 PM – 7:30 PM Scheduled/);
    await user.click(within(details).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move class' });
    await user.click(within(dialog).getByRole('button', { name: 'Move class' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a time in the future');
    expect(within(dialog).getByLabelText(/New date and time/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Failed to move the class')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Move class' })).toBeInTheDocument();
  });

  it('says why when the class has started meanwhile (409)', async () => {
    serve();
    server.use(
      http.put(api('/batch/:id/sessions/:sessionId'), () =>
        HttpResponse.json(
          failure(409, 'This class has already started; it can no longer be moved or cancelled'),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderSchedule();
    const details = await openClass(user, /6:30 PM – 7:30 PM Scheduled/);
    await user.click(within(details).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move class' });
    await user.click(within(dialog).getByRole('button', { name: 'Move class' }));
    const toast = await screen.findByRole('status', { name: 'Failed to move the class' });
    expect(toast).toHaveTextContent('This class has already started; it can no longer be moved or cancelled');
    expect(screen.getByRole('dialog', { name: 'Move class' })).toBeInTheDocument();
  });

  it('cancels a class with a note', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    const details = await openClass(user, /6:30 PM – 7:30 PM Scheduled/);
    await user.click(within(details).getByRole('button', { name: 'Cancel class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel class' });
    await user.type(within(dialog).getByLabelText(/Note for the students/), 'Eid holiday');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel class' }));
    expect(await screen.findByText('Class cancelled. Its students have been told.')).toBeInTheDocument();
    expect(asked.updates).toEqual([
      { sessionId: upcoming._id, body: { cancelled: true, note: 'Eid holiday' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel class' })).toBeNull());
  });

  it('restores a cancelled class', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    const details = await openClass(user, /Cancelled/);
    expect(within(details).getByText('I am ill.')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore class' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore class' }));
    expect(await screen.findByText('Class restored. Its students have been told.')).toBeInTheDocument();
    expect(asked.updates).toEqual([{ sessionId: cancelled._id, body: { cancelled: false } }]);
  });
});

describe("Schedule (teacher): today's class and attendance", () => {
  it("starts today's class in a new tab at the host link", async () => {
    serve();
    const started: string[] = [];
    server.use(
      http.post(api('/zoom/create-meeting/:id'), ({ params }) => {
        started.push(params.id as string);
        return HttpResponse.json(
          ok({ startUrl: 'https://meet.example/host', joinUrl: 'https://meet.example/join', expiresAt: 'x' }),
        );
      }),
    );
    const { user } = renderSchedule();
    const details = await openClass(user, /9:30 AM – 10:30 AM/);
    // it has started: no more moving or cancelling
    expect(within(details).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Start class' }));
    expect(tabs).toHaveLength(1);
    await waitFor(() => expect(tabs[0]!.tab.location.href).toBe('https://meet.example/host'));
    expect(started).toEqual([batch._id]);
  });

  it('marks attendance for a class that has started: the body is the list of students and marks', async () => {
    const asked = serve();
    const { user } = renderSchedule();
    const details = await openClass(user, /9:30 AM – 10:30 AM/);
    await user.click(within(details).getByRole('button', { name: 'Mark attendance' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mark attendance' });
    const nusrat = await within(sheet).findByRole('radiogroup', { name: 'nusrat' });
    await user.click(within(nusrat).getByRole('radio', { name: 'Present' }));
    await user.click(
      within(within(sheet).getByRole('radiogroup', { name: 'farhana' })).getByRole('radio', { name: 'Late' }),
    );
    await user.click(within(sheet).getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByText('Attendance saved for SSC Physics batch')).toBeInTheDocument();
    expect(asked.attendance).toEqual([
      [
        { student_id: STUDENT._id, status: 'present' },
        { student_id: OTHER_STUDENT._id, status: 'late' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark attendance' })).toBeNull());
  });

  it('opens the sheet of a held class with its marks', async () => {
    serve();
    const { user } = renderSchedule();
    const details = await openClass(user, /Held/);
    await user.click(within(details).getByRole('button', { name: 'Mark attendance' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mark attendance' });
    const farhana = await within(sheet).findByRole('radiogroup', { name: 'farhana' });
    expect(within(farhana).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(
      within(within(sheet).getByRole('radiogroup', { name: 'nusrat' })).getByRole('radio', {
        name: 'Present',
      }),
    ).toBeChecked();
  });

  it("shows each student's attendance rate in the batch", async () => {
    serve();
    renderSchedule();
    const section = await screen.findByRole('region', { name: 'Attendance' });
    const rowOf = async (name: string) =>
      (await within(section).findByRole('cell', { name })).closest('tr') as HTMLElement;
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(await rowOf('nusrat'))).toEqual(['nusrat', '1', '0', '0', '100%']);
    expect(cells(await rowOf('farhana'))).toEqual(['farhana', '0', '0', '1', '0%']);
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    serve();
    const { user } = renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'সময়সূচি' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /সকাল ৯:৩০/ }));
    const details = await screen.findByRole('dialog', { name: 'SSC Physics batch' });
    expect(within(details).getByRole('button', { name: 'ক্লাস শুরু করুন' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'উপস্থিতি দিন' })).toBeInTheDocument();
  });
});
