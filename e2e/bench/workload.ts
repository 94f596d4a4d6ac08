// What people do on Pathshala, as requests: both searches with the filters people combine, the dashboards,
// batches, the schedule, the notification bell and list, profiles and signing in, by many signed-in students and
// teachers.
import { DEMO_PASSWORD, GROWN_PASSWORD } from './server';
import type { LoadRequest } from './load';

/**
 * Query strings people send: substring, class, days, salary bound, batch, full text, sorts, deeper pages, and
 * what families here search by (DESIGN §6.14): a division, district or area, modes, the medium, the tutor's
 * gender (students' side) and `sort=nearest`, which ranks by the caller's own place (so its pages are as
 * many as the places of the people asking). The places are those grow-data favours, and a rare one.
 */
export const SEARCH_MIX = [
  '',
  'page=2',
  'subject=phys',
  'subject=math&class=9',
  'class=10&sort=salary_asc',
  'weekly_schedule=Sunday,Tuesday&salary=6000',
  'is_batch=true&sort=salary_desc',
  'q=algebra&sort=relevance',
  'q=online%20classes',
  'subject=english&weekly_schedule=Friday&page=3',
  'salary=9000&sort=salary_desc&page=10',
  'class=hons&q=tutor&sort=relevance',
  'is_batch=false&class=12&sort=rating',
  'q=mirpur&is_batch=true',
  'subject=chem&salary=12000&sort=salary_asc&page=5',
  'page=50',
  'weekly_schedule=Monday,Wednesday,Friday&class=8',
  'q=geometry%20trigonometry&page=2',
  'district=dhaka&area=dhanmondi',
  'division=chattogram&class=9',
  'district=dhaka&mode=student_home',
  'mode=online&medium=english_version',
  'medium=madrasa',
  'district=sylhet&subject=math',
  'division=rajshahi&sort=salary_asc',
  'district=gazipur&medium=bangla&page=2',
  'district=chattogram&area=agrabad&mode=teacher_place,student_home',
  'mode=online&class=hons',
  'tutor_gender=female&district=dhaka',
  'tutor_gender=male&mode=teacher_place&class=10',
  'division=barishal',
  'sort=nearest',
  'sort=nearest&class=8',
  'sort=nearest&mode=student_home&page=2',
];

let addresses = 0;
/** A client address of its own for each sign-in (see BenchServer.start). */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export function signInRequest(username: string, password: string): LoadRequest {
  return {
    name: 'POST /login',
    path: '/api/v1/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ username, password }),
  };
}

async function signIn(base: string, username: string, password: string): Promise<Record<string, string>> {
  const request = signInRequest(username, password);
  const response = await fetch(`${base}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  if (!response.ok) throw new Error(`signing in ${username} answered ${response.status}`);
  const body = (await response.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${body.data.accessToken}` };
}

export interface People {
  students: Record<string, string>[];
  teachers: Record<string, string>[];
}

/** Signs in the demo student and teacher and `count` synthetic people of each role. */
export async function signInPeople(base: string, count: number): Promise<People> {
  const students = [await signIn(base, 'nusrat', DEMO_PASSWORD)];
  const teachers = [await signIn(base, 'rahim', DEMO_PASSWORD)];
  for (let n = 1; n < count; n += 1) {
    students.push(await signIn(base, `grow_s${n}`, GROWN_PASSWORD));
    teachers.push(await signIn(base, `grow_t${n}`, GROWN_PASSWORD));
  }
  return { students, teachers };
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Each search route with the filter mix in turn, as the role that uses it. */
export function searches(people: People): [string, (n: number) => LoadRequest][] {
  return (['student', 'teacher'] as const).map((side) => {
    const name = `GET /post/${side}/search`;
    const callers = side === 'student' ? people.students : people.teachers;
    return [
      name,
      (n: number) => {
        const query = pick(SEARCH_MIX, n);
        return {
          name,
          path: `/api/v1/post/${side}/search${query ? `?${query}` : ''}`,
          headers: pick(callers, n),
        };
      },
    ];
  });
}

/** A Dhaka day, YYYY-MM-DD, `days` from today. */
const dhakaDay = (days: number) =>
  new Date(Date.now() + 6 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The ranges a schedule page asks for: this week (the default), the next weeks, this month and the next, as a
 * person pages through their calendar.
 */
const CALENDAR_RANGES = [
  '',
  `from=${dhakaDay(7)}&to=${dhakaDay(14)}`,
  `from=${dhakaDay(-7)}&to=${dhakaDay(0)}`,
  `from=${dhakaDay(0)}&to=${dhakaDay(35)}`,
  `from=${dhakaDay(14)}&to=${dhakaDay(21)}`,
  `from=${dhakaDay(-3)}&to=${dhakaDay(39)}`,
];

/**
 * GET /calendar by the synthetic students who each study in ten batches (grow-data's CALENDAR_BATCHES; the demo
 * student, first of `people.students`, is left out), over the ranges people page through.
 */
export function calendar(people: People): [string, (n: number) => LoadRequest] {
  const name = 'GET /calendar';
  const busy = people.students.slice(1);
  return [
    name,
    (n: number) => {
      const range = pick(CALENDAR_RANGES, Math.floor(n / busy.length));
      return { name, path: `/api/v1/calendar${range ? `?${range}` : ''}`, headers: pick(busy, n) };
    },
  ];
}

/**
 * A batch page's lists as the busy students read them (grow-data fills their batches' boards and materials):
 * the newest board messages and the page before them, the materials' first and second pages, across every
 * batch of every busy student.
 */
export async function classroomLists(
  base: string,
  people: People,
): Promise<[string, (n: number) => LoadRequest][]> {
  const busy = people.students.slice(1);
  const seats: { headers: Record<string, string>; batchId: string; older: string }[] = [];
  const read = async <T>(path: string, headers: Record<string, string>): Promise<T> => {
    const response = await fetch(`${base}/api/v1${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  for (const headers of busy)
    for (const { _id: batchId } of await read<{ _id: string }[]>('/batch/batches', headers)) {
      const newest = await read<{ _id: string }[]>(`/batch/${batchId}/messages?limit=50`, headers);
      seats.push({ headers, batchId, older: newest[0]?._id ?? '' });
    }
  const list = (name: string, suffixes: ((seat: (typeof seats)[number]) => string)[]) => (n: number) => {
    const seat = pick(seats, n);
    const suffix = pick(suffixes, Math.floor(n / seats.length))(seat);
    return { name, path: `/api/v1/batch/${seat.batchId}/${suffix}`, headers: seat.headers };
  };
  return [
    [
      'board, the newest 50 and the 50 before them',
      list('GET /batch/:id/messages', [
        () => 'messages?limit=50',
        (seat) => `messages?limit=50&before=${seat.older}`,
      ]),
    ],
    [
      'materials, pages 1 and 2',
      list('GET /batch/:id/materials', [() => 'materials', () => 'materials?page=2']),
    ],
  ];
}

export type WorkloadRoute = [name: string, weight: number, make: (n: number) => LoadRequest];

/**
 * Every route of the workload, each as a request generator, with its weight in the mix (its share of the
 * requests is its weight over the sum of the weights).
 */
export function workloadRoutes(people: People): WorkloadRoute[] {
  const everyone = [...people.students, ...people.teachers];
  const as = (name: string, path: string, callers: Record<string, string>[]) => (n: number) => ({
    name,
    path,
    headers: pick(callers, n),
  });
  const [studentSearch, teacherSearch] = searches(people) as [
    [string, (n: number) => LoadRequest],
    [string, (n: number) => LoadRequest],
  ];
  const schedule = calendar(people);
  const grown = (n: number) => (n % 5 === 0 ? `grow_t${(n % 2000) + 1}` : `grow_s${(n % 8000) + 1}`);
  const routes: WorkloadRoute[] = [
    [studentSearch[0], 10, studentSearch[1]],
    [teacherSearch[0], 7, teacherSearch[1]],
    ['GET /student/dashboard', 6, as('GET /student/dashboard', '/api/v1/student/dashboard', people.students)],
    ['GET /teacher/dashboard', 4, as('GET /teacher/dashboard', '/api/v1/teacher/dashboard', people.teachers)],
    ['GET /batch/batches', 6, as('GET /batch/batches', '/api/v1/batch/batches', everyone)],
    [schedule[0], 3, schedule[1]],
    [
      'GET /notifications/getnotifications',
      5,
      as('GET /notifications/getnotifications', '/api/v1/notifications/getnotifications', everyone),
    ],
    [
      'GET /notifications/unread-count',
      8,
      as('GET /notifications/unread-count', '/api/v1/notifications/unread-count', everyone),
    ],
    ['GET /users/viewprofile', 3, as('GET /users/viewprofile', '/api/v1/users/viewprofile', everyone)],
    ['POST /login', 1, (n) => signInRequest(grown(n), GROWN_PASSWORD)],
  ];
  return routes;
}

/**
 * The mixed workload: a cycle in which each route takes as many slots as its weight, spread evenly (slot k
 * of a route of weight w sits at (k + ½) / w of the cycle); each route counts its own requests.
 */
export function mixed(routes: WorkloadRoute[]): (n: number) => LoadRequest {
  const cycle = routes
    .flatMap(([, weight, make]) =>
      Array.from({ length: weight }, (_, k) => ({ at: (k + 0.5) / weight, make })),
    )
    .sort((a, b) => a.at - b.at)
    .map((slot) => slot.make);
  const counts = new Map<(n: number) => LoadRequest, number>();
  return (n) => {
    const make = cycle[n % cycle.length] as (n: number) => LoadRequest;
    const count = counts.get(make) ?? 0;
    counts.set(make, count + 1);
    return make(count);
  };
}
