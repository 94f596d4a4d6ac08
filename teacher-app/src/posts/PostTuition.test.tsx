import { MATCHING_MESSAGES } from '@pathshala/shared-api/contract';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import {
  api,
  makePost,
  ok,
  setupApiServer,
  signIn,
  TEACHER,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REDIRECT_AFTER_MS } from '@pathshala/shared-ui/posts';
import { PostTuition } from './PostTuition';

const apiServer = setupApiServer();
afterEach(clearToasts);

const PATH = '/teacher/tuitionpost';

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

/** The page at /teacher/tuitionpost, the teacher signed in; any other path shows "Now at <path>". */
const renderForm = () =>
  renderRoutes({ [PATH]: <PostTuition /> }, { route: PATH, wrapper: withQueryClient(signIn(TEACHER)) });

const SUBMIT = 'Create Tuition Post';

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

/** Every required field: online and at the teacher's place in Mirpur, Dhaka; Bangla medium for Class 9. */
async function fillRequired(user: User) {
  await fillBasics(user);
  await user.click(field.mode('Online'));
  await user.click(field.mode("At the teacher's place"));
  await user.selectOptions(field.division(), 'Dhaka');
  await user.selectOptions(field.district(), 'Dhaka');
  await user.selectOptions(field.area(), 'Mirpur');
  await user.selectOptions(field.medium(), 'Bangla medium');
}

describe('PostTuition: Create Tuition Post', () => {
  it('shows its sections and heading', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Tuition Post' })).toBeInTheDocument();
    expect(
      screen.getByText('Offer tuition to one student or a batch. Students find it in their search.'),
    ).toBeInTheDocument();
    for (const section of [
      'Basic Information',
      'Tuition Details',
      'Where and how',
      'Schedule & Payment',
      'Class Settings',
      'Class Type',
    ])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByText('e.g. HSC Physics batch with weekly tests')).toBeInTheDocument();
    expect(
      screen.getByText('What you will cover, how you teach, and what students should bring.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Teach a group of students together.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
  });

  it('sends the teacher body: weekly_schedule Sunday-first, salary and max_size as numbers', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(field.day('Thursday'));
    await user.click(field.day('Sunday'));
    await user.click(field.day('Tuesday'));
    await user.click(field.continuous());
    await user.click(field.batch());
    await user.clear(field.batchSize());
    await user.type(field.batchSize(), '8');
    await user.click(screen.getByRole('button', { name: SUBMIT }));

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
      modes: ['online', 'teacher_place'],
      division: 'dhaka',
      district: 'dhaka',
      area: 'mirpur',
      medium: 'bangla',
    });
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
  });

  it('sends max_size null for an individual post', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      weekly_schedule: [],
      is_batch: false,
      is_continuous: false,
      max_size: null,
    });
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
  });

  it("reads 'Creating Post...' and is disabled while sending; then toasts and moves on to /teacher/posts", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    captureCreate(async () => {
      await gate;
      return HttpResponse.json(ok(makePost(), 201), { status: 201 });
    });
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));

    expect(await screen.findByRole('button', { name: /Creating Post\.\.\./ })).toBeDisabled();
    release();
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    // still here at first: the page moves on after REDIRECT_AFTER_MS, to the teacher's own posts
    expect(screen.queryByText('Now at /teacher/posts')).not.toBeInTheDocument();
    await screen.findByText('Now at /teacher/posts', undefined, { timeout: REDIRECT_AFTER_MS + 2000 });
  });

  it("toasts 'Failed to create post. Please try again.' when the failure has no message", async () => {
    captureCreate(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();
  });
});

describe('PostTuition: where and how', () => {
  it('asks no preferred tutor of a teacher, and sends none', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    expect(screen.queryByRole('combobox', { name: /^Preferred tutor/ })).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('preferred_tutor_gender');
  });

  it('asks for a mode and a medium, then a district unless online only, in the words the server uses', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(field.mode('Online')).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.modesRequired),
    );
    expect(field.medium()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.mediumRequired);

    await user.click(field.mode("At the student's home"));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(field.district()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.locationRequired),
    );
    expect(field.district()).toHaveFocus();

    // online only instead: no place needed
    await user.click(field.mode("At the student's home"));
    await user.click(field.mode('Online'));
    await user.selectOptions(field.medium(), 'English medium');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      modes: ['online'],
      division: null,
      district: null,
      area: null,
      medium: 'english',
    });
  });
});

describe('PostTuition in Bangla', () => {
  const TITLE_BN = 'টিউশন পোস্ট তৈরি করুন';

  it('shows its heading, sections, hints and submit button in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: TITLE_BN })).toBeInTheDocument();
    expect(
      screen.getByText('একজন শিক্ষার্থী বা একটি ব্যাচকে পড়ানোর প্রস্তাব দিন। শিক্ষার্থীরা খুঁজলেই এটি দেখতে পাবে।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: TITLE_BN })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ক্লাসের সেটিংস' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ক্লাসের ধরন' })).toBeInTheDocument();
    expect(screen.getByText('যেমন: সাপ্তাহিক পরীক্ষাসহ এইচএসসি পদার্থবিজ্ঞান ব্যাচ')).toBeInTheDocument();
    expect(screen.getByText('একদল শিক্ষার্থীকে একসাথে পড়ান।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TITLE_BN })).toBeEnabled();
    expect(screen.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
  });

  it('names its fields and says what is missing in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: TITLE_BN }));
    const title = screen.getByRole('textbox', { name: /^শিরোনাম/ });
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('শিরোনাম দিতে হবে'));
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^বিষয়/ })).toHaveAccessibleErrorMessage('বিষয় দিতে হবে');
  });

  it('asks where and how in Bangla', async () => {
    const bangla = (message: string) => (messagesInBangla as Record<string, string>)[message];
    await act(() => setLanguage('bn'));
    const { user } = renderForm();
    const section = await screen.findByRole('group', { name: 'কোথায় ও কীভাবে' });
    expect(within(section).queryByRole('combobox', { name: /^গৃহশিক্ষক পছন্দ/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TITLE_BN }));
    const online = within(section).getByRole('checkbox', { name: 'অনলাইন' });
    expect(bangla(MATCHING_MESSAGES.modesRequired)).toBeTruthy();
    await waitFor(() =>
      expect(online).toHaveAccessibleErrorMessage(bangla(MATCHING_MESSAGES.modesRequired)!),
    );
    expect(screen.queryByText(MATCHING_MESSAGES.modesRequired)).not.toBeInTheDocument();
  });

  it('keeps what was typed when the language switches, and says it was created in Bangla', async () => {
    const bodies = captureCreate();
    const { user } = renderForm();
    await fillRequired(user);
    await act(() => setLanguage('bn'));
    await user.click(screen.getByRole('button', { name: TITLE_BN }));
    expect(await screen.findByText('পোস্ট সফলভাবে তৈরি হয়েছে!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ title: 'Class 9 Maths', class: '9', time: '18:30', salary: 4500 });
  });

  it('toasts the failure in Bangla when the server gives no message', async () => {
    captureCreate(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderForm();
    await fillRequired(user);
    await act(() => setLanguage('bn'));
    await user.click(screen.getByRole('button', { name: TITLE_BN }));
    expect(await screen.findByText('পোস্ট তৈরি করা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
  });
});
