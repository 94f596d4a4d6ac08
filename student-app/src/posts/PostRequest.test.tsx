import { MATCHING_MESSAGES, POST_MESSAGES } from '@pathshala/shared-api/contract';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import {
  api,
  failure,
  makePost,
  ok,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { REDIRECT_AFTER_MS } from '@pathshala/shared-ui/posts';
import { PostRequest } from './PostRequest';

const server = setupApiServer();
afterEach(clearToasts);

const PATH = '/student/tuitionrequest';
const SUBMIT = 'Submit Tuition Request';

const created = () =>
  HttpResponse.json(ok(makePost({ owner_role: 'student', owner_id: userRef(STUDENT) }), 201), {
    status: 201,
  });

/** Records every body POSTed to /post/create and answers with `respond` (default: 201 with a post). */
function captureCreate(respond?: () => Promise<Response> | Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/post/create'), async ({ request }) => {
      bodies.push(await request.json());
      return respond ? respond() : created();
    }),
  );
  return bodies;
}

/** The request form at its path, the student signed in; other paths show "Now at <path>". */
function renderForm() {
  return renderRoutes(
    { [PATH]: <PostRequest /> },
    { route: PATH, wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

const field = {
  title: () => screen.getByRole('textbox', { name: /^Title/ }),
  subtitle: () => screen.getByRole('textbox', { name: /^Subtitle/ }),
  subject: () => screen.getByRole('textbox', { name: /^Subject/ }),
  class: () => screen.getByRole('combobox', { name: /^Class/ }),
  description: () => screen.getByRole('textbox', { name: /^Description/ }),
  time: () => screen.getByLabelText(/^Time/),
  salary: () => screen.getByRole('spinbutton', { name: /^Salary/ }),
  batch: () => screen.getByRole('checkbox', { name: /^Batch/ }),
  continuous: () => screen.getByRole('checkbox', { name: /^Continuous/ }),
  batchSize: () => screen.getByRole('spinbutton', { name: /^Maximum students/ }),
  mode: (name: string) =>
    within(screen.getByRole('group', { name: /^Teaching mode/ })).getByRole('checkbox', { name }),
  division: () => screen.getByRole('combobox', { name: /^Division/ }),
  district: () => screen.getByRole('combobox', { name: /^District/ }),
  area: () => screen.getByRole('combobox', { name: /^Area/ }),
  medium: () => screen.getByRole('combobox', { name: /^Medium/ }),
  preferredTutor: () => screen.getByRole('combobox', { name: /^Preferred tutor/ }),
  day: (name: string) =>
    within(screen.getByRole('group', { name: 'Days' })).getByRole('button', {
      name: `${name.slice(0, 3)} (${name})`,
    }),
};

type User = ReturnType<typeof renderForm>['user'];

/** Puts `text` in the field as one paste: quicker than typing it key by key. */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** Every field but where and how. */
async function fillBasics(user: User) {
  await fill(user, field.title(), 'Class 9 Maths');
  await fill(user, field.subtitle(), 'Algebra and geometry');
  await fill(user, field.subject(), 'Mathematics');
  await user.selectOptions(field.class(), 'Class 9');
  await fill(user, field.description(), 'Two evenings a week.');
  await user.type(field.time(), '18:30');
  await fill(user, field.salary(), '4500');
}

/** Every required field: at the student's home in Dhaka district, Bangla medium (Class 9 needs one). */
async function fillRequired(user: User) {
  await fillBasics(user);
  await user.click(field.mode("At the student's home"));
  await user.selectOptions(field.district(), 'Dhaka');
  await user.selectOptions(field.medium(), 'Bangla medium');
}

/** What fillRequired says of where and how, as the request sends it. */
const WHERE_AND_HOW = {
  modes: ['student_home'],
  division: 'dhaka',
  district: 'dhaka',
  area: null,
  medium: 'bangla',
};

describe('Create Tuition Request: the form', () => {
  it('shows its heading, sections and hints', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Tuition Request' })).toBeInTheDocument();
    expect(
      screen.getByText('Tell teachers what you need. Interested teachers show up on your post.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create Tuition Request' })).toBeInTheDocument();
    for (const section of [
      'Basic Information',
      'Tuition Details',
      'Where and how',
      'Schedule & Payment',
      'Preferences',
    ])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(field.salary()).toBeInTheDocument();
    expect(screen.getByText('e.g. Looking for a Class 9 Maths tutor')).toBeInTheDocument();
    expect(
      screen.getByText('What you need help with, your current level, and anything a tutor should know.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Happy to study in a group with other students.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
  });
});

describe('Create Tuition Request: sending', () => {
  it('sends the request body: days, price and maxBatchSize (SPEC §3)', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(field.day('Saturday'));
    await user.click(field.day('Monday'));
    await user.click(field.batch());
    await user.clear(field.batchSize());
    await user.type(field.batchSize(), '4');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Class 9 Maths',
      subtitle: 'Algebra and geometry',
      subject: 'Mathematics',
      class: '9',
      description: 'Two evenings a week.',
      days: ['Monday', 'Saturday'],
      time: '18:30',
      price: 4500,
      is_continuous: false,
      is_batch: true,
      maxBatchSize: 4,
      ...WHERE_AND_HOW,
    });
  });

  it('sends days Sunday-first, Continuous, and maxBatchSize null for a request that is not a batch', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(field.day('Thursday'));
    await user.click(field.day('Sunday'));
    await user.click(field.day('Tuesday'));
    await user.click(field.continuous());
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      days: ['Sunday', 'Tuesday', 'Thursday'],
      price: 4500,
      is_batch: false,
      is_continuous: true,
      maxBatchSize: null,
    });
    expect(bodies[0]).not.toHaveProperty('weekly_schedule');
    expect(bodies[0]).not.toHaveProperty('salary');
    expect(bodies[0]).not.toHaveProperty('max_size');
  });

  it('sends where and how: the modes in their order, the place, the medium and the preferred tutor', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillBasics(user);
    await user.click(field.mode("At the teacher's place"));
    await user.click(field.mode("At the student's home"));
    await user.selectOptions(field.division(), 'Chattogram');
    await user.selectOptions(field.district(), 'Cumilla');
    await user.selectOptions(field.area(), 'Laksam');
    await user.selectOptions(field.medium(), 'English version');
    await user.selectOptions(field.preferredTutor(), 'Female');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      modes: ['student_home', 'teacher_place'],
      division: 'chattogram',
      district: 'cumilla',
      area: 'laksam',
      medium: 'english_version',
      preferred_tutor_gender: 'female',
    });
  });

  it('sends no place for online-only tuition, and no preferred tutor when any will do', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillBasics(user);
    await user.click(field.mode('Online'));
    await user.selectOptions(field.medium(), 'Madrasa');
    expect(field.district()).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      modes: ['online'],
      division: null,
      district: null,
      area: null,
      medium: 'madrasa',
    });
    expect(bodies[0]).not.toHaveProperty('preferred_tutor_gender');
  });

  it('sends no days when none is chosen', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      days: [],
      is_batch: false,
      is_continuous: false,
      maxBatchSize: null,
    });
  });

  it("reads 'Submitting Request...' and is disabled while sending; then toasts and moves on to /student/posts", async () => {
    captureCreate(async () => {
      await delay(300);
      return created();
    });
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('button', { name: /Submitting Request\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('Request submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    // then on to the student's own posts, once the toast has been read (REDIRECT_AFTER_MS)
    await screen.findByText('Now at /student/posts', undefined, { timeout: REDIRECT_AFTER_MS + 2000 });
  });
});

describe('Create Tuition Request: where and how', () => {
  it('asks for a teaching mode and, for Class 9, a medium; then a district unless online only; and sends nothing till then', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(field.mode('Online')).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.modesRequired),
    );
    expect(field.medium()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.mediumRequired);
    expect(field.mode('Online')).toHaveFocus();

    await user.click(field.mode("At the student's home"));
    await user.selectOptions(field.medium(), 'Bangla medium');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(field.district()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.locationRequired),
    );
    expect(field.district()).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.selectOptions(field.district(), 'Gazipur');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ modes: ['student_home'], division: 'dhaka', district: 'gazipur' });
  });

  it("shows the server's message for a place under its field", async () => {
    captureCreate(() =>
      HttpResponse.json(
        failure(400, MATCHING_MESSAGES.areaInvalid, { area: MATCHING_MESSAGES.areaInvalid }),
        {
          status: 400,
        },
      ),
    );
    const { user } = renderForm();
    await fillRequired(user);
    await user.selectOptions(field.area(), 'Mirpur');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(field.area()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.areaInvalid));
    expect(field.area()).toHaveFocus();
  });
});

describe('Create Tuition Request in Bangla', () => {
  const SUBMIT_BN = 'টিউশনের অনুরোধ জমা দিন';

  it('shows its heading, intro, hints and submit button in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderForm();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'টিউশনের অনুরোধ তৈরি করুন' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('শিক্ষকদের জানান আপনার কী দরকার। আগ্রহী শিক্ষকদের আপনার পোস্টেই দেখতে পাবেন।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'টিউশনের অনুরোধ তৈরি করুন' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'পছন্দ' })).toBeInTheDocument();
    expect(screen.getByText('যেমন: নবম শ্রেণির গণিতের জন্য শিক্ষক খুঁজছি')).toBeInTheDocument();
    expect(screen.getByText('অন্য শিক্ষার্থীদের সাথে দলে পড়তে আপত্তি নেই।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT_BN })).toBeEnabled();
    expect(screen.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
  });

  it('names its fields and says what is missing in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: SUBMIT_BN }));
    const title = screen.getByRole('textbox', { name: /^শিরোনাম/ });
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('শিরোনাম দিতে হবে'));
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^বিষয়/ })).toHaveAccessibleErrorMessage('বিষয় দিতে হবে');
  });

  it('asks where and how in Bangla, with the words the server uses', async () => {
    const bangla = (message: string) => (messagesInBangla as Record<string, string>)[message];
    await act(() => setLanguage('bn'));
    const { user } = renderForm();
    const section = await screen.findByRole('group', { name: 'কোথায় ও কীভাবে' });
    expect(within(section).getByRole('combobox', { name: /^গৃহশিক্ষক পছন্দ/ })).toHaveDisplayValue('যেকোনো');
    await user.selectOptions(screen.getByRole('combobox', { name: /^শ্রেণি/ }), 'পঞ্চম শ্রেণি');
    await user.click(within(section).getByRole('checkbox', { name: 'শিক্ষকের বাসায়' }));
    await user.click(screen.getByRole('button', { name: SUBMIT_BN }));
    const district = within(section).getByRole('combobox', { name: /^জেলা/ });
    expect(bangla(MATCHING_MESSAGES.locationRequired)).toBeTruthy();
    await waitFor(() =>
      expect(district).toHaveAccessibleErrorMessage(bangla(MATCHING_MESSAGES.locationRequired)!),
    );
    expect(within(section).getByRole('combobox', { name: /^মাধ্যম/ })).toHaveAccessibleErrorMessage(
      bangla(MATCHING_MESSAGES.mediumRequired)!,
    );
    expect(screen.queryByText(MATCHING_MESSAGES.mediumRequired)).not.toBeInTheDocument();
  });

  it('keeps what was typed when the language switches, and says it was sent in Bangla', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await act(() => setLanguage('bn'));
    await user.click(screen.getByRole('button', { name: SUBMIT_BN }));
    expect(await screen.findByText('অনুরোধ সফলভাবে জমা হয়েছে!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ title: 'Class 9 Maths', class: '9', time: '18:30', price: 4500 });
  });

  it('toasts the failure in Bangla when the server gives no message', async () => {
    captureCreate(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderForm();
    await fillRequired(user);
    await act(() => setLanguage('bn'));
    await user.click(screen.getByRole('button', { name: SUBMIT_BN }));
    expect(await screen.findByText('অনুরোধ জমা দেওয়া যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT_BN })).toBeEnabled();
  });
});

describe('Create Tuition Request: the server says no', () => {
  it("shows the server's message for days (as the request names them) beside the day chips", async () => {
    captureCreate(() =>
      HttpResponse.json(failure(400, 'Validation failed', { days: POST_MESSAGES.weekdayInvalid }), {
        status: 400,
      }),
    );
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText(POST_MESSAGES.weekdayInvalid)).toBeInTheDocument();
    const schedule = screen.getByRole('group', { name: 'Schedule & Payment' });
    expect(within(schedule).getByRole('alert')).toHaveTextContent(POST_MESSAGES.weekdayInvalid);
  });

  it("shows the server's message for price (as the request names it) under Salary", async () => {
    captureCreate(() =>
      HttpResponse.json(failure(400, 'Validation failed', { price: 'Salary is too high' }), {
        status: 400,
      }),
    );
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(field.salary()).toHaveAccessibleErrorMessage('Salary is too high'));
    expect(field.salary()).toHaveFocus();
  });

  it("shows the server's message for maxBatchSize (as the request names it) under Maximum students", async () => {
    captureCreate(() =>
      HttpResponse.json(failure(400, 'Validation failed', { maxBatchSize: 'Batch is too large' }), {
        status: 400,
      }),
    );
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(field.batch());
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(field.batchSize()).toHaveAccessibleErrorMessage('Batch is too large'));
    expect(field.batchSize()).toHaveFocus();
  });

  it("toasts 'Failed to submit request. Please try again.' when the failure has no message", async () => {
    captureCreate(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Failed to submit request. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
  });
});
