import { MATCHING_MESSAGES, POST_MESSAGES } from '@pathshala/shared-api/contract';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import { failure } from '@pathshala/shared-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { FormCard } from '../form/FormCard';
import { FormSection } from '../form/FormSection';
import { setLanguage } from '../i18n/catalogs';
import { clearToasts, renderRoutes } from '../testing';
import { PostMatchingSection } from './MatchingFields';
import { BatchFields, ContinuousField, PostDetailsSections, PostScheduleSection } from './postFormSections';
import type { PostFormValues } from './postFormValues';
import { REDIRECT_AFTER_MS, usePostForm } from './usePostForm';

afterEach(clearToasts);
afterEach(() => jest.useRealTimers());

const PATH = '/posts/new';
const SUBMIT = 'Save Post';

type Send = jest.Mock<Promise<unknown>, [values: PostFormValues]>;
const sendWith = (send: (values: PostFormValues) => Promise<unknown>): Send => jest.fn(send);

/** A post form as the remotes compose one, sending with `send`; it moves on to /posts once saved. */
function PostForm({ send }: { send: Send }) {
  const { form, submit } = usePostForm({
    send,
    success: 'Post saved!',
    failure: 'Failed to save the post.',
    next: '/posts',
  });
  return (
    <>
      <FormCard
        formRef={form.formRef}
        onSubmit={submit}
        name="New post"
        submitLabel={SUBMIT}
        busyLabel="Saving Post..."
        status={form.status}
      >
        <PostDetailsSections form={form} titleHint="e.g. HSC Physics" descriptionHint="What it covers." />
        <PostMatchingSection form={form} tutorGender />
        <PostScheduleSection form={form} />
        <FormSection title="Options">
          <ContinuousField form={form} />
          <BatchFields form={form} hint="A group of students." />
        </FormSection>
      </FormCard>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

/** The form at its path; any other path shows "Now at <path>". */
function renderForm(send: Send = sendWith(() => Promise.resolve({}))) {
  return { ...renderRoutes({ [PATH]: <PostForm send={send} /> }, { route: PATH }), send };
}

/** A `send` that saves once `release` is called. */
function gatedSend() {
  let release: () => void = () => undefined;
  const send = sendWith(
    () =>
      new Promise((resolve) => {
        release = () => resolve({});
      }),
  );
  return { send, release: () => release() };
}

/** A failed call as the API client rejects: the server's answer on `response.data`. */
const rejection = (message: string, errors?: Record<string, string>) => ({
  response: { status: 400, data: failure(400, message, errors) },
});

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
  modes: () => screen.getByRole('group', { name: /^Teaching mode/ }),
  mode: (name: string) => within(field.modes()).getByRole('checkbox', { name }),
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
const submitButton = () => screen.getByRole('button', { name: SUBMIT });

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

/** Every required field: online only (no place needed) and, for Class 9, a medium. */
async function fillRequired(user: User) {
  await fillBasics(user);
  await user.click(field.mode('Online'));
  await user.selectOptions(field.medium(), 'Bangla medium');
}

const FILLED: PostFormValues = {
  title: 'Class 9 Maths',
  subtitle: 'Algebra and geometry',
  subject: 'Mathematics',
  class: '9',
  description: 'Two evenings a week.',
  modes: ['online'],
  division: '',
  district: '',
  area: '',
  medium: 'bangla',
  preferred_tutor_gender: '',
  weekly_schedule: [],
  time: '18:30',
  salary: '4500',
  is_continuous: false,
  is_batch: false,
  max_size: '2',
};

describe('usePostForm: the form', () => {
  it('shows the sections, the hints and the batch checkbox', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
    for (const section of [
      'Basic Information',
      'Tuition Details',
      'Where and how',
      'Schedule & Payment',
      'Options',
    ])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByText('e.g. HSC Physics')).toBeInTheDocument();
    expect(screen.getByText('What it covers.')).toBeInTheDocument();
    expect(screen.getByText('A group of students.')).toBeInTheDocument();
    expect(screen.getByText('Runs month after month, with no fixed end.')).toBeInTheDocument();
    expect(field.continuous()).not.toBeChecked();
    expect(field.batch()).not.toBeChecked();
  });

  it('toggles the day chips Sunday to Saturday, shown by three letters', async () => {
    const { user } = renderForm();
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
});

describe('usePostForm: checks before sending (SPEC §5)', () => {
  it('shows every required-field message under its field on submit, focuses the first, and sends nothing', async () => {
    const { user, send } = renderForm();
    await user.click(submitButton());

    expect(await screen.findByText(POST_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(field.title()).toHaveAccessibleErrorMessage(POST_MESSAGES.titleRequired);
    expect(field.subtitle()).toHaveAccessibleErrorMessage(POST_MESSAGES.subtitleRequired);
    expect(field.subject()).toHaveAccessibleErrorMessage(POST_MESSAGES.subjectRequired);
    expect(field.class()).toHaveAccessibleErrorMessage(POST_MESSAGES.classInvalid);
    expect(field.description()).toHaveAccessibleErrorMessage(POST_MESSAGES.descriptionRequired);
    expect(field.time()).toHaveAccessibleErrorMessage(POST_MESSAGES.timeRequired);
    expect(field.salary()).toHaveAccessibleErrorMessage(POST_MESSAGES.salaryRequired);
    expect(field.mode('Online')).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.modesRequired);
    expect(field.title()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    // nothing to send: the button stays as it was
    expect(submitButton()).toBeEnabled();
  });

  it('focuses the first field in error in the form’s order, not the first one fixed', async () => {
    const { user, send } = renderForm();
    await fillRequired(user);
    await user.clear(field.salary());
    await user.selectOptions(field.class(), 'Choose a class');
    await user.click(submitButton());
    expect(await screen.findByText(POST_MESSAGES.classInvalid)).toBeInTheDocument();
    expect(field.salary()).toHaveAccessibleErrorMessage(POST_MESSAGES.salaryRequired);
    expect(field.class()).toHaveFocus();

    await user.selectOptions(field.class(), 'Class 10');
    await user.click(submitButton());
    expect(await screen.findByText(POST_MESSAGES.salaryRequired)).toBeInTheDocument();
    expect(field.salary()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('treats blank text as missing', async () => {
    const { user, send } = renderForm();
    await fillRequired(user);
    await user.clear(field.subtitle());
    await user.type(field.subtitle(), '   ');
    await user.click(submitButton());
    expect(await screen.findByText(POST_MESSAGES.subtitleRequired)).toBeInTheDocument();
    expect(field.subtitle()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('takes a salary only as a whole number of taka', async () => {
    const { user, send } = renderForm();
    await fillRequired(user);
    await user.clear(field.salary());
    await user.type(field.salary(), '4500.5');
    await user.click(submitButton());
    await waitFor(() => expect(field.salary()).toHaveAccessibleErrorMessage(POST_MESSAGES.salaryInvalid));
    expect(field.salary()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("clears a field's message when the field is edited, and only that one", async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    await screen.findByText(POST_MESSAGES.titleRequired);

    await user.type(field.title(), 'M');
    expect(screen.queryByText(POST_MESSAGES.titleRequired)).not.toBeInTheDocument();
    expect(field.title()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(POST_MESSAGES.subtitleRequired)).toBeInTheDocument();

    await user.type(field.salary(), '1');
    expect(screen.queryByText(POST_MESSAGES.salaryRequired)).not.toBeInTheDocument();
    await user.selectOptions(field.class(), 'Class Hons');
    expect(screen.queryByText(POST_MESSAGES.classInvalid)).not.toBeInTheDocument();
    expect(screen.getByText(POST_MESSAGES.subtitleRequired)).toBeInTheDocument();
  });

  it('shows the batch size only for a batch, and requires at least 2', async () => {
    const { user, send } = renderForm();
    await fillRequired(user);
    expect(screen.queryByRole('spinbutton', { name: /^Maximum students/ })).not.toBeInTheDocument();

    await user.click(field.batch());
    expect(field.batchSize()).toHaveValue(2);
    expect(screen.getByText('At least 2')).toBeInTheDocument();

    await user.clear(field.batchSize());
    await user.click(submitButton());
    expect(await screen.findByText(POST_MESSAGES.batchSizeMin)).toBeInTheDocument();

    await user.type(field.batchSize(), '1');
    await user.click(submitButton());
    expect(await screen.findByText(POST_MESSAGES.batchSizeMin)).toBeInTheDocument();
    expect(field.batchSize()).toHaveAccessibleErrorMessage(POST_MESSAGES.batchSizeMin);
    expect(field.batchSize()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.click(field.batch());
    expect(screen.queryByRole('spinbutton', { name: /^Maximum students/ })).not.toBeInTheDocument();
  });
});

/** The options' texts of a select. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('usePostForm: where and how', () => {
  it('offers the three modes, the divisions, the media and the preferred tutor; the area waits for a district', () => {
    renderForm();
    const section = screen.getByRole('group', { name: 'Where and how' });
    expect(
      within(section)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['modes', 'modes', 'modes']);
    for (const mode of ['Online', "At the student's home", "At the teacher's place"])
      expect(field.mode(mode)).not.toBeChecked();
    expect(within(section).getByText('Choose one or more.')).toBeInTheDocument();
    expect(optionTexts(field.division())).toEqual([
      'Choose a division',
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
    expect(field.district()).toBeRequired();
    expect(field.area()).toBeDisabled();
    expect(optionTexts(field.area())).toEqual(['Choose a district first']);
    expect(optionTexts(field.medium())).toEqual([
      'Choose a medium',
      'Bangla medium',
      'English version',
      'English medium',
      'Madrasa',
    ]);
    expect(optionTexts(field.preferredTutor())).toEqual(['Any', 'Male', 'Female']);
  });

  it('asks for a mode, then a district unless online only, and a medium for a school class, focusing the first', async () => {
    const { user, send } = renderForm();
    await fillBasics(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(field.mode('Online')).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.modesRequired),
    );
    expect(field.medium()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.mediumRequired);
    expect(field.medium()).toBeRequired();
    // the group's first chip, as the form's first field in error
    expect(field.mode('Online')).toHaveFocus();

    await user.click(field.mode("At the student's home"));
    expect(screen.queryByText(MATCHING_MESSAGES.modesRequired)).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() =>
      expect(field.district()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.locationRequired),
    );
    expect(field.district()).toHaveFocus();

    // online only: the place is optional, and the message asking for one goes
    await user.click(field.mode("At the student's home"));
    await user.click(field.mode('Online'));
    expect(screen.queryByText(MATCHING_MESSAGES.locationRequired)).not.toBeInTheDocument();
    expect(field.district()).not.toBeRequired();
    expect(screen.getByText('Optional when the tuition is online only.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(field.medium()).toHaveFocus());
    expect(field.medium()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.mediumRequired);
    expect(send).not.toHaveBeenCalled();

    // a university class needs no medium
    await user.selectOptions(field.class(), 'Class Hons');
    expect(field.medium()).not.toBeRequired();
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ ...FILLED, class: 'hons', medium: '' });
  });

  it('sends the modes in their order, the place, the medium and the preferred tutor as chosen', async () => {
    const { user, send } = renderForm();
    await fillBasics(user);
    await user.click(field.mode("At the teacher's place"));
    await user.click(field.mode('Online'));
    await user.selectOptions(field.division(), 'Dhaka');
    await user.selectOptions(field.district(), 'Gazipur');
    await user.selectOptions(field.area(), 'Tongi');
    await user.selectOptions(field.medium(), 'English version');
    await user.selectOptions(field.preferredTutor(), 'Female');
    await user.click(submitButton());

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      ...FILLED,
      modes: ['online', 'teacher_place'],
      division: 'dhaka',
      district: 'gazipur',
      area: 'tongi',
      medium: 'english_version',
      preferred_tutor_gender: 'female',
    });
  });

  it("shows the server's messages for where and how under their fields", async () => {
    const { user } = renderForm(
      sendWith(() =>
        Promise.reject(
          rejection('Validation failed', {
            area: MATCHING_MESSAGES.areaInvalid,
            preferred_tutor_gender: MATCHING_MESSAGES.tutorGenderOnRequestsOnly,
          }),
        ),
      ),
    );
    await fillRequired(user);
    await user.selectOptions(field.district(), 'Dhaka');
    await user.selectOptions(field.area(), 'Dhanmondi');
    await user.click(submitButton());
    await waitFor(() => expect(field.area()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.areaInvalid));
    expect(field.preferredTutor()).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.tutorGenderOnRequestsOnly);
    expect(field.area()).toHaveFocus();
  });
});

describe('usePostForm: sending', () => {
  it('sends the values as the form holds them, the days Sunday first', async () => {
    const { user, send } = renderForm();
    await fillRequired(user);
    await user.click(field.day('Thursday'));
    await user.click(field.day('Sunday'));
    await user.click(field.continuous());
    await user.click(field.batch());
    await user.clear(field.batchSize());
    await user.type(field.batchSize(), '8');
    await user.click(submitButton());

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      ...FILLED,
      weekly_schedule: ['Sunday', 'Thursday'],
      is_continuous: true,
      is_batch: true,
      max_size: '8',
    });
    expect(await screen.findByText('Post saved!')).toBeInTheDocument();
  });

  it('reads the busy label and sends once however often the busy button is clicked; then toasts, stays disabled, and moves on 3.5 s later', async () => {
    const { send, release } = gatedSend();
    const { user } = renderForm(send);
    await fillRequired(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: /Saving Post\.\.\./ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.click(busy);
    expect(send).toHaveBeenCalledTimes(1);
    // the day chips wait too
    expect(field.day('Monday')).toBeDisabled();

    jest.useFakeTimers();
    await act(async () => release());
    const savedAt = Date.now();
    expect(await screen.findByText('Post saved!')).toBeInTheDocument();
    // the form cannot be sent a second time while the toast is read
    expect(submitButton()).toBeDisabled();
    expect(REDIRECT_AFTER_MS).toBe(3500);
    const shown = Date.now() - savedAt;
    expect(shown).toBeLessThan(REDIRECT_AFTER_MS - 1);
    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_MS - 1 - shown));
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Now at /posts')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not move on once the page has been left', async () => {
    const { send, release } = gatedSend();
    const { user } = renderForm(send);
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByRole('button', { name: /Saving Post\.\.\./ });

    jest.useFakeTimers();
    await act(async () => release());
    expect(await screen.findByText('Post saved!')).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(screen.getByText('Now at /elsewhere')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_MS * 2));
    expect(screen.getByText('Now at /elsewhere')).toBeInTheDocument();
  });
});

describe('usePostForm: the server says no', () => {
  it("shows the server's field errors under their fields, focuses the first, toasts its message, and can send again", async () => {
    const send = sendWith(() =>
      Promise.reject(
        rejection('Validation failed', {
          salary: 'Salary is too high',
          title: 'Title is already taken',
          owner_id: 'Not a field of the form',
        }),
      ),
    );
    const { user } = renderForm(send);
    await fillRequired(user);
    await user.click(submitButton());

    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    await waitFor(() => expect(field.title()).toHaveAccessibleErrorMessage('Title is already taken'));
    expect(field.salary()).toHaveAccessibleErrorMessage('Salary is too high');
    expect(field.title()).toHaveFocus();
    // what the form does not show is left out
    expect(screen.queryByText('Not a field of the form')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to save the post.')).not.toBeInTheDocument();
    // the form can be sent again, and stays on its page
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });

  it("shows the server's message for the days beside the day chips, and focuses the first chip", async () => {
    const { user } = renderForm(
      sendWith(() =>
        Promise.reject(rejection('Validation failed', { weekly_schedule: POST_MESSAGES.weekdayInvalid })),
      ),
    );
    await fillRequired(user);
    await user.click(submitButton());
    const schedule = screen.getByRole('group', { name: 'Schedule & Payment' });
    expect(await within(schedule).findByRole('alert')).toHaveTextContent(POST_MESSAGES.weekdayInvalid);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sun (Sunday)' })).toHaveFocus());
  });

  it("reads the request's names as the form's: days, price and maxBatchSize", async () => {
    const { user } = renderForm(
      sendWith(() =>
        Promise.reject(
          rejection('Validation failed', {
            days: POST_MESSAGES.weekdayInvalid,
            price: 'Salary is too high',
            maxBatchSize: 'Batch is too large',
          }),
        ),
      ),
    );
    await fillRequired(user);
    await user.click(field.batch());
    await user.click(submitButton());
    await waitFor(() => expect(field.salary()).toHaveAccessibleErrorMessage('Salary is too high'));
    expect(field.batchSize()).toHaveAccessibleErrorMessage('Batch is too large');
    const schedule = screen.getByRole('group', { name: 'Schedule & Payment' });
    expect(within(schedule).getByText(POST_MESSAGES.weekdayInvalid)).toHaveAttribute('role', 'alert');
    // The days come first in the form: their first chip has focus.
    expect(screen.getByRole('button', { name: 'Sun (Sunday)' })).toHaveFocus();
  });

  it("toasts the page's own failure text when the server gave no message", async () => {
    const { user, send } = renderForm(sendWith(() => Promise.reject(new Error('Network Error'))));
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText('Failed to save the post.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(submitButton()).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });
});

describe('usePostForm in Bangla', () => {
  /** The contract's message as the Bangla table has it (the server's table, shared with the forms). */
  const bangla = (message: string) => {
    const text = (messagesInBangla as Record<string, string>)[message];
    if (!text) throw new Error(`No Bangla for "${message}" in shared-api/src/locales/bn.json`);
    return text;
  };

  it('names the sections, fields, classes and days in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderForm();
    // (awaited: a toast an earlier test raised may still be loading its machinery)
    expect(await screen.findByRole('group', { name: 'প্রাথমিক তথ্য' })).toBeInTheDocument();
    for (const section of ['টিউশনের বিবরণ', 'সময়সূচি ও পেমেন্ট'])
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^শিরোনাম/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^উপশিরোনাম/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^বিষয়/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^বিবরণ/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^বেতন \(প্রতি মাসে, টাকায়\)/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^চলমান/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^ব্যাচ/ })).toBeInTheDocument();
    expect(screen.getByText('নির্দিষ্ট কোনো শেষ ছাড়াই মাসের পর মাস চলবে।')).toBeInTheDocument();

    const classes = within(screen.getByRole('combobox', { name: /^শ্রেণি/ })).getAllByRole('option');
    expect(classes.map((option) => option.textContent)).toEqual([
      'শ্রেণি বেছে নিন',
      'প্রথম শ্রেণি',
      'দ্বিতীয় শ্রেণি',
      'তৃতীয় শ্রেণি',
      'চতুর্থ শ্রেণি',
      'পঞ্চম শ্রেণি',
      'ষষ্ঠ শ্রেণি',
      'সপ্তম শ্রেণি',
      'অষ্টম শ্রেণি',
      'নবম শ্রেণি',
      'দশম শ্রেণি',
      'একাদশ শ্রেণি',
      'দ্বাদশ শ্রেণি',
      'অনার্স',
      'মাস্টার্স',
    ]);
    // The stored values stay the contract's.
    expect(classes.map((option) => option.getAttribute('value')).slice(1, 3)).toEqual(['1', '2']);

    const chips = within(screen.getByRole('group', { name: 'দিন' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'রবি',
      'সোম',
      'মঙ্গল',
      'বুধ',
      'বৃহস্পতি',
      'শুক্র',
      'শনি',
    ]);
    expect(chips[0]).toHaveAccessibleName('রবি (রবিবার)');
  });

  it("shows the contract's messages in Bangla under their fields, and the first field in error takes the focus", async () => {
    await act(() => setLanguage('bn'));
    const { user, send } = renderForm();
    await user.click(submitButton());

    const title = screen.getByRole('textbox', { name: /^শিরোনাম/ });
    expect(await screen.findByText(bangla(POST_MESSAGES.titleRequired))).toBeInTheDocument();
    expect(title).toHaveAccessibleErrorMessage(bangla(POST_MESSAGES.titleRequired));
    expect(screen.getByRole('textbox', { name: /^উপশিরোনাম/ })).toHaveAccessibleErrorMessage(
      bangla(POST_MESSAGES.subtitleRequired),
    );
    expect(screen.getByRole('textbox', { name: /^বিষয়/ })).toHaveAccessibleErrorMessage(
      bangla(POST_MESSAGES.subjectRequired),
    );
    expect(screen.getByRole('combobox', { name: /^শ্রেণি/ })).toHaveAccessibleErrorMessage(
      bangla(POST_MESSAGES.classInvalid),
    );
    expect(screen.getByLabelText(/^সময়/)).toHaveAccessibleErrorMessage(bangla(POST_MESSAGES.timeRequired));
    expect(screen.getByRole('spinbutton', { name: /^বেতন/ })).toHaveAccessibleErrorMessage(
      bangla(POST_MESSAGES.salaryRequired),
    );
    expect(screen.queryByText(POST_MESSAGES.titleRequired)).not.toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('names where and how in Bangla: the modes, the places, the media and the preferred tutor', async () => {
    await act(() => setLanguage('bn'));
    renderForm();
    const section = await screen.findByRole('group', { name: 'কোথায় ও কীভাবে' });
    const modes = within(section).getByRole('group', { name: /^পড়ানোর ধরন/ });
    for (const mode of ['অনলাইন', 'শিক্ষার্থীর বাসায়', 'শিক্ষকের বাসায়'])
      expect(within(modes).getByRole('checkbox', { name: mode })).toBeInTheDocument();
    expect(within(section).getByText('এক বা একাধিক বেছে নিন।')).toBeInTheDocument();
    // the places in Bangla, in the order of their Bangla names
    expect(optionTexts(within(section).getByRole('combobox', { name: /^বিভাগ/ }))).toEqual([
      'বিভাগ বেছে নিন',
      'খুলনা',
      'চট্টগ্রাম',
      'ঢাকা',
      'বরিশাল',
      'ময়মনসিংহ',
      'রংপুর',
      'রাজশাহী',
      'সিলেট',
    ]);
    expect(optionTexts(within(section).getByRole('combobox', { name: /^এলাকা/ }))).toEqual([
      'আগে জেলা বেছে নিন',
    ]);
    expect(optionTexts(within(section).getByRole('combobox', { name: /^মাধ্যম/ }))).toEqual([
      'মাধ্যম বেছে নিন',
      'বাংলা মাধ্যম',
      'ইংরেজি ভার্সন',
      'ইংলিশ মিডিয়াম',
      'মাদ্রাসা',
    ]);
    expect(optionTexts(within(section).getByRole('combobox', { name: /^গৃহশিক্ষক পছন্দ/ }))).toEqual([
      'যেকোনো',
      'পুরুষ',
      'মহিলা',
    ]);
  });

  it('says in Bangla what where and how still needs, with the words the server uses', async () => {
    const { user, send } = renderForm();
    await fillBasics(user);
    await act(() => setLanguage('bn'));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const online = screen.getByRole('checkbox', { name: 'অনলাইন' });
    await waitFor(() => expect(online).toHaveAccessibleErrorMessage(bangla(MATCHING_MESSAGES.modesRequired)));
    expect(screen.getByRole('combobox', { name: /^মাধ্যম/ })).toHaveAccessibleErrorMessage(
      bangla(MATCHING_MESSAGES.mediumRequired),
    );
    expect(online).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: 'শিক্ষার্থীর বাসায়' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    const district = screen.getByRole('combobox', { name: /^জেলা/ });
    await waitFor(() =>
      expect(district).toHaveAccessibleErrorMessage(bangla(MATCHING_MESSAGES.locationRequired)),
    );
    expect(screen.queryByText(MATCHING_MESSAGES.locationRequired)).not.toBeInTheDocument();

    // a place in Bangla: the district's areas by their Bangla names
    await user.selectOptions(district, 'ঢাকা');
    expect(screen.getByRole('combobox', { name: /^বিভাগ/ })).toHaveDisplayValue('ঢাকা');
    await user.selectOptions(screen.getByRole('combobox', { name: /^এলাকা/ }), 'ধানমন্ডি');
    await user.selectOptions(screen.getByRole('combobox', { name: /^মাধ্যম/ }), 'ইংলিশ মিডিয়াম');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      ...FILLED,
      modes: ['student_home'],
      division: 'dhaka',
      district: 'dhaka',
      area: 'dhanmondi',
      medium: 'english',
    });
  });

  it('switches an open form, its messages included, to Bangla at once', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    expect(await screen.findByText(POST_MESSAGES.titleRequired)).toBeInTheDocument();

    await act(() => setLanguage('bn'));

    expect(screen.getByRole('textbox', { name: /^শিরোনাম/ })).toHaveAccessibleErrorMessage(
      bangla(POST_MESSAGES.titleRequired),
    );
    expect(screen.queryByText(POST_MESSAGES.titleRequired)).not.toBeInTheDocument();
  });
});
