import { POST_MESSAGES, type PostOwnerRole } from '@pathshala/shared-api/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api, apiServer, failure, makePost, ok, renderPage, setupApiServer } from '../../test/posts-harness';
import { CreatePostPage, REDIRECT_AFTER_MS } from './CreatePostPage';

setupApiServer();
jest.setTimeout(20_000);

const PATHS: Record<PostOwnerRole, string> = {
  teacher: '/teacher/tuitionpost',
  student: '/student/tuitionrequest',
};

/** Records every body POSTed to /post/create and answers with `respond` (default: 201 with a post). */
function captureCreate(respond?: () => Promise<Response> | Response) {
  const bodies: unknown[] = [];
  apiServer.use(
    http.post(api('/post/create'), async ({ request }) => {
      bodies.push(await request.json());
      return respond ? respond() : HttpResponse.json(ok(makePost(), 201), { status: 201 });
    }),
  );
  return bodies;
}

function renderForm(role: PostOwnerRole) {
  return renderPage(<CreatePostPage role={role} />, { path: PATHS[role], role });
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

async function fillRequired(user: User) {
  await fill(user, field.title(), 'Class 9 Maths');
  await fill(user, field.subtitle(), 'Algebra and geometry');
  await fill(user, field.subject(), 'Mathematics');
  await user.selectOptions(field.class(), 'Class 9');
  await fill(user, field.description(), 'Two evenings a week.');
  await user.type(field.time(), '18:30');
  await fill(user, field.salary(), '4500');
}

const REQUIRED_MESSAGES = [
  POST_MESSAGES.titleRequired,
  POST_MESSAGES.subtitleRequired,
  POST_MESSAGES.subjectRequired,
  POST_MESSAGES.classInvalid,
  POST_MESSAGES.descriptionRequired,
  POST_MESSAGES.timeRequired,
  POST_MESSAGES.salaryRequired,
];

describe.each(['teacher', 'student'] as const)('the %s post form', (role) => {
  const submitLabel = role === 'teacher' ? 'Create Tuition Post' : 'Submit Tuition Request';

  it('shows every required-field message on submit and sends nothing', async () => {
    const bodies = captureCreate();
    const { user } = renderForm(role);
    await user.click(screen.getByRole('button', { name: submitLabel }));

    for (const message of REQUIRED_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field.title()).toHaveAccessibleErrorMessage(POST_MESSAGES.titleRequired);
    expect(field.salary()).toHaveAccessibleErrorMessage(POST_MESSAGES.salaryRequired);
    expect(field.class()).toHaveAccessibleErrorMessage(POST_MESSAGES.classInvalid);
    expect(field.title()).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('treats blank text as missing', async () => {
    const bodies = captureCreate();
    const { user } = renderForm(role);
    await fillRequired(user);
    await user.clear(field.subtitle());
    await user.type(field.subtitle(), '   ');
    await user.click(screen.getByRole('button', { name: submitLabel }));
    expect(await screen.findByText(POST_MESSAGES.subtitleRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("clears a field's message when the field is edited, and only that one", async () => {
    captureCreate();
    const { user } = renderForm(role);
    await user.click(screen.getByRole('button', { name: submitLabel }));
    await screen.findByText(POST_MESSAGES.titleRequired);

    await user.type(field.title(), 'M');
    expect(screen.queryByText(POST_MESSAGES.titleRequired)).not.toBeInTheDocument();
    expect(field.title()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(POST_MESSAGES.subtitleRequired)).toBeInTheDocument();

    await user.type(field.salary(), '1');
    expect(screen.queryByText(POST_MESSAGES.salaryRequired)).not.toBeInTheDocument();
    await user.selectOptions(field.class(), 'Class Hons');
    expect(screen.queryByText(POST_MESSAGES.classInvalid)).not.toBeInTheDocument();
  });

  it('toggles the day chips Sunday to Saturday, shown by three letters', async () => {
    captureCreate();
    const { user } = renderForm(role);
    const chips = within(screen.getByRole('group', { name: 'Days' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Each name starts with the letters shown (WCAG 2.5.3 Label in Name) and spells the day out.
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Sun (Sunday)',
      'Mon (Monday)',
      'Tue (Tuesday)',
      'Wed (Wednesday)',
      'Thu (Thursday)',
      'Fri (Friday)',
      'Sat (Saturday)',
    ]);
    for (const chip of chips) expect(chip).toHaveAttribute('aria-pressed', 'false');

    await user.click(field.day('Monday'));
    expect(field.day('Monday')).toHaveAttribute('aria-pressed', 'true');
    await user.click(field.day('Monday'));
    expect(field.day('Monday')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the batch size only for a batch, and requires at least 2', async () => {
    const bodies = captureCreate();
    const { user } = renderForm(role);
    await fillRequired(user);
    expect(screen.queryByRole('spinbutton', { name: /^Maximum students/ })).not.toBeInTheDocument();

    await user.click(field.batch());
    expect(field.batchSize()).toHaveValue(2);

    await user.clear(field.batchSize());
    await user.click(screen.getByRole('button', { name: submitLabel }));
    expect(await screen.findByText(POST_MESSAGES.batchSizeMin)).toBeInTheDocument();

    await user.type(field.batchSize(), '1');
    await user.click(screen.getByRole('button', { name: submitLabel }));
    expect(await screen.findByText(POST_MESSAGES.batchSizeMin)).toBeInTheDocument();
    expect(field.batchSize()).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.click(field.batch());
    expect(screen.queryByRole('spinbutton', { name: /^Maximum students/ })).not.toBeInTheDocument();
  });
});

describe('the teacher form (Create Tuition Post)', () => {
  it('shows its sections and heading', () => {
    renderForm('teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Tuition Post' })).toBeInTheDocument();
    for (const section of [
      'Basic Information',
      'Tuition Details',
      'Schedule & Payment',
      'Class Settings',
      'Class Type',
    ])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
  });

  it('sends the teacher body: weekly_schedule Sunday-first, salary and max_size as numbers', async () => {
    const bodies = captureCreate();
    const { user } = renderForm('teacher');
    await fillRequired(user);
    await user.click(field.day('Thursday'));
    await user.click(field.day('Sunday'));
    await user.click(field.day('Tuesday'));
    await user.click(field.continuous());
    await user.click(field.batch());
    await user.clear(field.batchSize());
    await user.type(field.batchSize(), '8');
    await user.click(screen.getByRole('button', { name: 'Create Tuition Post' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Class 9 Maths',
      subtitle: 'Algebra and geometry',
      subject: 'Mathematics',
      class: '9',
      description: 'Two evenings a week.',
      weekly_schedule: ['Sunday', 'Tuesday', 'Thursday'],
      time: '18:30',
      salary: 4500,
      is_continuous: true,
      is_batch: true,
      max_size: 8,
    });
  });

  it('sends max_size null for an individual post', async () => {
    const bodies = captureCreate();
    const { user } = renderForm('teacher');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Tuition Post' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      weekly_schedule: [],
      is_batch: false,
      is_continuous: false,
      max_size: null,
    });
  });

  it("reads 'Creating Post...' and is disabled while sending; then toasts and moves to /teacher/posts after 3.5 s", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = captureCreate(async () => {
      await gate;
      return HttpResponse.json(ok(makePost(), 201), { status: 201 });
    });
    const { user } = renderForm('teacher');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Tuition Post' }));

    const busy = await screen.findByRole('button', { name: /Creating Post\.\.\./ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();

    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    const sentAt = Date.now();
    expect(bodies).toHaveLength(1);
    // still here at first: the page moves on after REDIRECT_AFTER_MS
    expect(screen.queryByText('Now at /teacher/posts')).not.toBeInTheDocument();
    expect(REDIRECT_AFTER_MS).toBe(3500);
    await screen.findByText('Now at /teacher/posts', undefined, { timeout: REDIRECT_AFTER_MS + 2000 });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(REDIRECT_AFTER_MS - 500);
  }, 15_000);

  it("shows a server 400's field errors inline and its message in a toast", async () => {
    const bodies = captureCreate(() =>
      HttpResponse.json(failure(400, 'Validation failed', { title: 'Title is already taken' }), {
        status: 400,
      }),
    );
    const { user } = renderForm('teacher');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Tuition Post' }));

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    await waitFor(() => expect(field.title()).toHaveAccessibleErrorMessage('Title is already taken'));
    expect(bodies).toHaveLength(1);
    // the form can be sent again
    expect(screen.getByRole('button', { name: 'Create Tuition Post' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });

  it("toasts 'Failed to create post. Please try again.' when the failure has no message", async () => {
    captureCreate(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderForm('teacher');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Tuition Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Tuition Post' })).toBeEnabled();
  });
});

describe('the student form (Create Tuition Request)', () => {
  it('shows its sections and heading', () => {
    renderForm('student');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Tuition Request' })).toBeInTheDocument();
    for (const section of ['Basic Information', 'Tuition Details', 'Schedule & Payment', 'Preferences'])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(field.salary()).toBeInTheDocument();
  });

  it('sends the request body: days, price and maxBatchSize (SPEC §3)', async () => {
    const bodies = captureCreate();
    const { user } = renderForm('student');
    await fillRequired(user);
    await user.click(field.day('Saturday'));
    await user.click(field.day('Monday'));
    await user.click(field.batch());
    await user.clear(field.batchSize());
    await user.type(field.batchSize(), '4');
    await user.click(screen.getByRole('button', { name: 'Submit Tuition Request' }));

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
    });
  });

  it("reads 'Submitting Request...' and is disabled while sending", async () => {
    captureCreate(async () => {
      await delay(300);
      return HttpResponse.json(ok(makePost({ owner_role: 'student' }), 201), { status: 201 });
    });
    const { user } = renderForm('student');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Tuition Request' }));
    expect(await screen.findByRole('button', { name: /Submitting Request\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('Request submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    // then on to the student's own posts, after the same pause
    await screen.findByText('Now at /student/posts', undefined, { timeout: REDIRECT_AFTER_MS + 2000 });
  });

  it("shows the server's message for days (as the request names them) beside the day chips", async () => {
    captureCreate(() =>
      HttpResponse.json(failure(400, 'Validation failed', { days: POST_MESSAGES.weekdayInvalid }), {
        status: 400,
      }),
    );
    const { user } = renderForm('student');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Tuition Request' }));
    expect(await screen.findByText(POST_MESSAGES.weekdayInvalid)).toBeInTheDocument();
  });
});
