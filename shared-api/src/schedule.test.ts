import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from './client';
import { scheduleQueryKeys } from './query-keys';
import {
  fetchBatchAttendance,
  fetchBatchSessions,
  fetchCalendar,
  fetchCalendarFeed,
  markAttendance,
  rotateCalendarFeed,
  updateSession,
} from './schedule';
import { makeBatch, makeBatchAttendance, makeCalendarFeed, makeSession, STUDENT } from './testing';
import { API, failure, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

const batch = makeBatch();
const session = makeSession({}, batch);

describe('the calendar', () => {
  it('asks GET /calendar for the range and answers the classes', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/calendar`, ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(ok([session]));
      }),
    );
    await expect(fetchCalendar('2026-11-22', '2026-11-29')).resolves.toEqual([session]);
    expect(asked).toEqual([{ from: '2026-11-22', to: '2026-11-29' }]);
  });

  it("asks one batch's classes at /batch/:id/sessions", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/batch/:id/sessions`, ({ params, request }) => {
        asked.push(`${params.id as string}?${new URL(request.url).searchParams}`);
        return HttpResponse.json(ok([session]));
      }),
    );
    await expect(fetchBatchSessions(batch._id, '2026-11-01', '2026-12-01')).resolves.toEqual([session]);
    expect(asked).toEqual([`${batch._id}?from=2026-11-01&to=2026-12-01`]);
  });

  it("rejects with the server's message when the range is refused", async () => {
    server.use(
      http.get(`${API}/calendar`, () =>
        HttpResponse.json(failure(400, 'Choose at most 62 days at a time'), { status: 400 }),
      ),
    );
    await expect(fetchCalendar('2026-01-01', '2026-06-01')).rejects.toMatchObject({
      response: { data: { message: 'Choose at most 62 days at a time' } },
    });
  });
});

describe('changing a class', () => {
  it('sends the move as PUT /batch/:id/sessions/:sessionId and answers the class', async () => {
    const moved = { ...session, status: 'moved' as const, starts_at: '2026-11-27T13:00:00.000Z' };
    const sent: unknown[] = [];
    server.use(
      http.put(`${API}/batch/:id/sessions/:sessionId`, async ({ params, request }) => {
        sent.push({ ...params, body: await request.json() });
        return HttpResponse.json(ok(moved));
      }),
    );
    const input = { starts_at: '2026-11-27T19:00', note: 'Exam week' };
    await expect(updateSession(batch._id, session._id, input)).resolves.toEqual(moved);
    expect(sent).toEqual([{ id: batch._id, sessionId: session._id, body: input }]);
  });

  it('sends attendance as a bare list', async () => {
    const attendance = makeBatchAttendance([session], [STUDENT], {
      [session._id]: { [STUDENT._id]: 'late' },
    });
    const sent: unknown[] = [];
    server.use(
      http.put(`${API}/batch/:id/sessions/:sessionId/attendance`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(attendance));
      }),
    );
    const records = [{ student_id: STUDENT._id, status: 'late' as const }];
    await expect(markAttendance(batch._id, session._id, records)).resolves.toEqual(attendance);
    expect(sent).toEqual([records]);
  });

  it("reads a batch's attendance", async () => {
    const attendance = makeBatchAttendance([session], [STUDENT]);
    server.use(http.get(`${API}/batch/:id/attendance`, () => HttpResponse.json(ok(attendance))));
    await expect(fetchBatchAttendance(batch._id)).resolves.toEqual(attendance);
  });
});

describe('the calendar link', () => {
  it('reads the link, and replaces it with POST /calendar/feed/rotate', async () => {
    const rotated: string[] = [];
    server.use(
      http.get(`${API}/calendar/feed`, () => HttpResponse.json(ok(makeCalendarFeed('old')))),
      http.post(`${API}/calendar/feed/rotate`, () => {
        rotated.push('rotate');
        return HttpResponse.json(ok(makeCalendarFeed('new')));
      }),
    );
    await expect(fetchCalendarFeed()).resolves.toEqual(makeCalendarFeed('old'));
    await expect(rotateCalendarFeed()).resolves.toEqual({
      url: 'https://pathshala.test/api/v1/calendar/feed/new.ics',
      webcal_url: 'webcal://pathshala.test/api/v1/calendar/feed/new.ics',
    });
    expect(rotated).toHaveLength(1);
  });
});

test('every calendar, batch schedule and attendance key sits under the key a change refreshes', () => {
  const under = (key: readonly unknown[]) => key.slice(0, scheduleQueryKeys.all.length);
  expect(under(scheduleQueryKeys.calendar('a', 'b'))).toEqual(scheduleQueryKeys.all);
  expect(under(scheduleQueryKeys.sessions('x', 'a', 'b'))).toEqual(scheduleQueryKeys.all);
  expect(under(scheduleQueryKeys.attendance('x'))).toEqual(scheduleQueryKeys.all);
  // replacing the link is the only change to it
  expect(under(scheduleQueryKeys.feed)).not.toEqual(scheduleQueryKeys.all);
});
