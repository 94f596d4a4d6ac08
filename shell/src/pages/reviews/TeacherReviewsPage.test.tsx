import {
  api,
  failure,
  ok,
  setupApiServer,
  signIn,
  STUDENT,
  TEACHER,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import type { PostOwnerRole } from '@pathshala/shared-api/contract';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import TeacherProfile from '../profile/TeacherProfile';

const apiServer = setupApiServer();
afterEach(clearToasts);

const TEACHER_ID = '55555555-5555-4555-8555-555555555555';
const teacher = {
  _id: TEACHER_ID,
  firstname: 'Karima',
  lastname: 'Begum',
  username: 'karima',
  email: 'karima@pathshala.test',
  role: 'teacher',
  coverImage: null,
  gender: 'female',
  division: 'chattogram',
  district: 'chattogram',
  area: null,
  modes: ['teacher_place'],
  medium: 'bangla',
  rating: { averageRating: 4.25, count: 4 },
};

const review = (n: number, overrides: object = {}) => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  userId: `99999999-9999-4999-8999-00000000000${n}`,
  username: `student${n}`,
  rating: 4,
  review: `Review number ${n}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function serveTeacher(reviews = [review(1)], total = reviews.length) {
  apiServer.use(
    http.get(api('/users/get-user/:id'), () => HttpResponse.json(ok(teacher))),
    http.get(api('/rating/get-rating/:id'), () => HttpResponse.json(ok(teacher.rating))),
    http.get(api('/rating/view-reviews/:id'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const slice = page === 1 ? reviews : [review(9)];
      return HttpResponse.json(ok(slice, 200, { meta: { page, limit: 2, total } }));
    }),
  );
}

/** The shell's page at /teacher/profile/:teacherId, for a signed-in student (or teacher), profile loaded. */
const open = (role: PostOwnerRole = 'student') =>
  renderRoutes(
    { '/teacher/profile/:teacherId': <TeacherProfile /> },
    {
      route: `/teacher/profile/${TEACHER_ID}`,
      wrapper: withQueryClient(signIn(role === 'student' ? STUDENT : TEACHER)),
    },
  );

test('shows the heading, the teacher and the average as stars with one decimal', async () => {
  serveTeacher();
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Reports And Reviews' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Karima Begum' })).toBeInTheDocument();
  expect(screen.getByText('@karima')).toBeInTheDocument();
  expect(screen.getByText('karima@pathshala.test')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  for (const name of ['Rate Teacher', 'View Reviews', 'Report Teacher'])
    expect(screen.getByRole('tab', { name })).toBeInTheDocument();
});

test("shows where and how the teacher teaches, and the teacher's gender", async () => {
  serveTeacher();
  open();
  expect(
    await screen.findByText("Chattogram · At the teacher's place · Bangla medium · Female"),
  ).toBeInTheDocument();
});

describe('Rate Teacher', () => {
  test('asks for a rating when none is chosen', async () => {
    serveTeacher();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a rating');
  });

  test('sends the rating and review, confirms, and resets the form', async () => {
    serveTeacher();
    let body: unknown = null;
    apiServer.use(
      http.post(api('/rating/give-rating/:id'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(review(2, { rating: 5 }), 201), { status: 201 });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Review (optional)' }), 'Very clear lessons');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Your rating has been submitted successfully!')).toBeInTheDocument();
    expect(body).toEqual({ rating: 5, review: 'Very clear lessons' });
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Review (optional)' })).toHaveValue('');
  });

  test("shows the server's message on failure", async () => {
    serveTeacher();
    apiServer.use(
      http.post(api('/rating/give-rating/:id'), () =>
        HttpResponse.json(failure(409, 'You have already rated this teacher; edit your review instead'), {
          status: 409,
        }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already rated this teacher; edit your review instead',
    );
  });

  test('is only for students: a teacher sees a note', async () => {
    serveTeacher();
    const { user } = open('teacher');
    await user.click(screen.getByRole('tab', { name: 'Rate Teacher' }));
    expect(await screen.findByText('Only students can rate teachers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Rating' })).not.toBeInTheDocument();
  });
});

describe('View Reviews', () => {
  test('lists the reviews and loads more', async () => {
    serveTeacher([review(1), review(2)], 3);
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'View Reviews' }));
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test("edits the viewer's own review", async () => {
    serveTeacher([review(1, { userId: STUDENT._id, username: STUDENT.username })]);
    let body: unknown = null;
    apiServer.use(
      http.put(api('/rating/update-rating/:id'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(review(1)));
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'View Reviews' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    const text = screen.getByRole('textbox', { name: 'Your review' });
    await user.clear(text);
    await user.type(text, 'Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toEqual({ rating: 2, review: 'Changed my mind' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  test('deletes the own review after confirmation; others have no actions', async () => {
    serveTeacher([review(1, { userId: STUDENT._id, username: STUDENT.username }), review(2)]);
    let deleted = false;
    apiServer.use(
      http.delete(api('/rating/delete-rating/:id'), () => {
        deleted = true;
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'View Reviews' }));
    expect(await screen.findAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this review?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });
});

describe('Report Teacher', () => {
  test('asks for details when blank', async () => {
    serveTeacher();
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Report Teacher' }));
    await user.type(await screen.findByRole('textbox', { name: 'Report details' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide details for your report.');
  });

  test('sends the report, then only the note shows', async () => {
    serveTeacher();
    let body: unknown = null;
    apiServer.use(
      http.post(api('/report/create'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({}, 201), { status: 201 });
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Report Teacher' }));
    await user.type(await screen.findByRole('textbox', { name: 'Report details' }), 'Missed classes');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(
      await screen.findByText(
        'Your report has been submitted successfully. Our team will review it shortly.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({ reportee_id: TEACHER_ID, message: 'Missed classes' });
    expect(screen.queryByRole('textbox', { name: 'Report details' })).not.toBeInTheDocument();
  });

  test("shows the server's message, else 'Failed to submit report'", async () => {
    serveTeacher();
    apiServer.use(
      http.post(api('/report/create'), () =>
        HttpResponse.json(failure(400, 'You cannot report yourself'), { status: 400 }),
      ),
    );
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'Report Teacher' }));
    await user.type(await screen.findByRole('textbox', { name: 'Report details' }), 'Rude');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot report yourself');

    apiServer.use(http.post(api('/report/create'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit report'));
  });
});

describe('in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  test('names the page, the tabs and the count of reviews in Bangla', async () => {
    serveTeacher();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'রিপোর্ট ও রিভিউ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পেছনে যান' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Karima Begum' })).toBeInTheDocument();
    expect(screen.getByText('(৪টি রিভিউ)')).toBeInTheDocument();
    expect(await screen.findByText('চট্টগ্রাম · শিক্ষকের বাসায় · বাংলা মাধ্যম · মহিলা')).toBeInTheDocument();
    for (const name of ['শিক্ষককে রেটিং দিন', 'রিভিউ দেখুন', 'শিক্ষকের বিরুদ্ধে রিপোর্ট'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  test('the rate form asks for a rating in Bangla', async () => {
    serveTeacher();
    const { user } = open();
    expect(await screen.findByRole('textbox', { name: 'রিভিউ (ঐচ্ছিক)' })).toHaveAttribute(
      'placeholder',
      'এই শিক্ষকের কাছে পড়ার অভিজ্ঞতা জানান',
    );
    await user.click(screen.getByRole('button', { name: 'রেটিং জমা দিন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুগ্রহ করে একটি রেটিং বেছে নিন');
  });

  test('the report form asks for details, then confirms, in Bangla', async () => {
    serveTeacher();
    apiServer.use(http.post(api('/report/create'), () => HttpResponse.json(ok({}, 201), { status: 201 })));
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'শিক্ষকের বিরুদ্ধে রিপোর্ট' }));
    const details = await screen.findByRole('textbox', { name: 'রিপোর্টের বিবরণ' });
    await user.click(screen.getByRole('button', { name: 'রিপোর্ট জমা দিন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুগ্রহ করে আপনার রিপোর্টের বিস্তারিত লিখুন।');
    await user.type(details, 'Missed classes');
    await user.click(screen.getByRole('button', { name: 'রিপোর্ট জমা দিন' }));
    expect(
      await screen.findByText('আপনার রিপোর্ট সফলভাবে জমা হয়েছে। আমাদের দল শিগগিরই এটি খতিয়ে দেখবে।'),
    ).toBeInTheDocument();
  });

  test("the viewer's own review is marked, dated and editable in Bangla", async () => {
    serveTeacher([review(1, { userId: STUDENT._id, username: STUDENT.username })]);
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: 'রিভিউ দেখুন' }));
    const list = await screen.findByRole('list', { name: 'রিভিউ' });
    expect(within(list).getByText('(আপনার রিভিউ)')).toBeInTheDocument();
    expect(within(list).getByText('১ নভে, ২০২৬')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'মুছুন' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('আপনি কি নিশ্চিত যে এই রিভিউটি মুছে ফেলতে চান?');
  });
});
