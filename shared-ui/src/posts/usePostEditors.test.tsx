import { MATCHING_MESSAGES, POST_MESSAGES, type Post } from '@pathshala/shared-api/contract';
import type { PostInput } from '@pathshala/shared-api/posts';
import { makePost, TEACHER, userRef } from '@pathshala/shared-api/testing';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { clearToasts, renderWithProviders } from '../testing';
import { POST_EDIT_TEXTS, usePostEditors, type PostEditorsOptions } from './usePostEditors';

afterEach(clearToasts);

/** A failed call as the API client rejects it: the error envelope on `response.data`. */
const failedCall = (message: string, errors?: Record<string, string>) =>
  Object.assign(new Error('Request failed'), { response: { data: { message, errors } } });

/** A page as small as can be: a button for each of `edit` and `remove` (on `post`), and the dialogs. */
function Editors({ post, ...options }: PostEditorsOptions & { post: Post }) {
  const { edit, remove, dialogs } = usePostEditors(options);
  return (
    <>
      <button type="button" onClick={() => edit(post)}>
        Edit
      </button>
      <button type="button" onClick={() => remove(post)}>
        Delete
      </button>
      {dialogs}
    </>
  );
}

/** The editors on one post of the viewer's own, with calls that succeed; a test makes one fail. */
function renderEditors(options: Partial<PostEditorsOptions> = {}) {
  const post = makePost({
    _id: '55555555-5555-4555-8555-555555555555',
    owner_id: userRef(TEACHER),
    title: 'HSC Physics batch',
    subtitle: 'Weekly tests',
    subject: 'Physics',
    class: '11',
    description: 'Mechanics and waves.',
  });
  const calls = {
    update: jest.fn((_postId: string, _changes: Partial<PostInput>) => Promise.resolve<unknown>(post)),
    destroy: jest.fn((_post: Post) => Promise.resolve<unknown>(null)),
  };
  const rendered = renderWithProviders(<Editors post={post} destroying={false} {...calls} {...options} />);
  return { ...rendered, ...calls, post };
}

/** The toast titled `title`. */
const toast = (title: string) => screen.findByRole('status', { name: title });

describe('usePostEditors: Edit Tuition Post', () => {
  async function openEdit() {
    const rendered = renderEditors();
    await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tuition Post' });
    return { ...rendered, dialog };
  }

  it('opens with the five fields filled in', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('HSC Physics batch');
    expect(within(dialog).getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Weekly tests');
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveValue('Physics');
    expect(within(dialog).getByRole('combobox', { name: /^Class/ })).toHaveValue('11');
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveValue('Mechanics and waves.');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('refuses a blank title with its message and calls nothing', async () => {
    const { dialog, user, update } = await openEdit();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(POST_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Tuition Post' })).toBeInTheDocument();
  });

  it("saves the five fields through update with the post's id, closes and says 'Post updated'", async () => {
    const { dialog, user, update } = await openEdit();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'HSC Physics, new batch');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Class/ }), 'Class 12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toast('Post updated')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tuition Post' })).toBeNull());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('55555555-5555-4555-8555-555555555555', {
      title: 'HSC Physics, new batch',
      subtitle: 'Weekly tests',
      subject: 'Physics',
      class: '12',
      description: 'Mechanics and waves.',
    });
  });

  it("keeps the dialog with 'Failed to update post. Please try again.' and the server's field errors when saving fails", async () => {
    const { dialog, user, update } = await openEdit();
    update.mockRejectedValueOnce(failedCall('Validation failed', { subtitle: 'Subtitle is too long' }));
    const subtitle = within(dialog).getByRole('textbox', { name: /^Subtitle/ });
    await user.type(subtitle, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const failed = await toast('Failed to update post. Please try again.');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Validation failed');
    expect(within(dialog).getByText('Subtitle is too long')).toBeInTheDocument();
    expect(subtitle).toHaveFocus();
    expect(subtitle).toHaveValue('Weekly tests!');
    expect(screen.getByRole('dialog', { name: 'Edit Tuition Post' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Post updated' })).not.toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const { dialog, user, update } = await openEdit();
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tuition Post' })).toBeNull());
    expect(update).not.toHaveBeenCalled();

    // the next opening starts from the post again
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Tuition Post' });
    expect(within(again).getByRole('textbox', { name: /^Title/ })).toHaveValue('HSC Physics batch');
  });

  it('closes on Escape without saving', async () => {
    const { user, update } = await openEdit();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tuition Post' })).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });
});

describe('usePostEditors: Edit Tuition Post, where and how', () => {
  /** The editors on `post` (the viewer's own), the dialog opened. */
  async function openEditOf(overrides: Partial<Post>) {
    const post = makePost({
      _id: '66666666-6666-4666-8666-666666666666',
      owner_id: userRef(TEACHER),
      class: '9',
      ...overrides,
    });
    const update = jest.fn((_postId: string, _changes: Partial<PostInput>) => Promise.resolve<unknown>(post));
    const rendered = renderWithProviders(
      <Editors post={post} destroying={false} update={update} destroy={() => Promise.resolve()} />,
    );
    await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tuition Post' });
    const where = within(dialog).getByRole('group', { name: 'Where and how' });
    return { ...rendered, dialog, where, update, post };
  }
  const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save Changes' });

  it("opens with the post's modes, place and medium; a request's preferred tutor too", async () => {
    const { where, unmount } = await openEditOf({ owner_role: 'student', preferred_tutor_gender: 'female' });
    expect(within(where).getByRole('checkbox', { name: 'Online' })).toBeChecked();
    expect(within(where).getByRole('checkbox', { name: "At the student's home" })).toBeChecked();
    expect(within(where).getByRole('checkbox', { name: "At the teacher's place" })).not.toBeChecked();
    expect(within(where).getByRole('combobox', { name: /^Division/ })).toHaveDisplayValue('Dhaka');
    expect(within(where).getByRole('combobox', { name: /^District/ })).toHaveDisplayValue('Dhaka');
    expect(within(where).getByRole('combobox', { name: /^Area/ })).toHaveDisplayValue('Dhanmondi');
    expect(within(where).getByRole('combobox', { name: /^Medium/ })).toHaveDisplayValue('Bangla medium');
    expect(within(where).getByRole('combobox', { name: /^Preferred tutor/ })).toHaveDisplayValue('Female');
    unmount();

    const offer = await openEditOf({ owner_role: 'teacher' });
    expect(within(offer.where).queryByRole('combobox', { name: /^Preferred tutor/ })).not.toBeInTheDocument();
  });

  it('sends what changed of where and how: online only clears the place', async () => {
    const { dialog, where, user, update, post } = await openEditOf({ owner_role: 'student' });
    await user.click(within(where).getByRole('checkbox', { name: "At the student's home" }));
    await user.selectOptions(within(where).getByRole('combobox', { name: /^Division/ }), 'Choose a division');
    await user.selectOptions(within(where).getByRole('combobox', { name: /^Preferred tutor/ }), 'Male');
    await user.click(save(dialog));

    expect(await toast('Post updated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(post._id, {
      title: post.title,
      subtitle: post.subtitle,
      subject: post.subject,
      description: post.description,
      modes: ['online'],
      division: null,
      district: null,
      area: null,
      preferred_tutor_gender: 'male',
    });
  });

  it('asks for a district again when the post stops being online only, and for a medium for a school class', async () => {
    const { dialog, where, user, update } = await openEditOf({
      modes: ['online'],
      division: null,
      district: null,
      area: null,
      class: 'hons',
      medium: null,
    });
    await user.click(within(where).getByRole('checkbox', { name: "At the teacher's place" }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Class/ }), 'Class 8');
    await user.click(save(dialog));
    const district = within(where).getByRole('combobox', { name: /^District/ });
    await waitFor(() => expect(district).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.locationRequired));
    expect(within(where).getByRole('combobox', { name: /^Medium/ })).toHaveAccessibleErrorMessage(
      MATCHING_MESSAGES.mediumRequired,
    );
    expect(district).toHaveFocus();
    expect(update).not.toHaveBeenCalled();

    await user.selectOptions(district, 'Rajshahi');
    await user.selectOptions(within(where).getByRole('combobox', { name: /^Medium/ }), 'Madrasa');
    await user.click(save(dialog));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({
      class: '8',
      modes: ['online', 'teacher_place'],
      division: 'rajshahi',
      district: 'rajshahi',
      area: null,
      medium: 'madrasa',
    });
  });

  it('lets an older post without where and how be edited in its texts alone, sending none of it', async () => {
    const { dialog, where, user, update } = await openEditOf({
      division: null,
      district: null,
      area: null,
      modes: [],
      medium: null,
    });
    for (const box of within(where).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(save(dialog));
    expect(await toast('Post updated')).toBeInTheDocument();
    expect(update.mock.calls[0]![1]).toEqual({
      title: 'Renamed',
      subtitle: 'Weekly tests and notes',
      subject: 'Physics',
      description: 'Mechanics and waves.',
    });
  });

  it('holds an older post to the rules once its class changes', async () => {
    const { dialog, where, user, update } = await openEditOf({
      division: null,
      district: null,
      area: null,
      modes: [],
      medium: null,
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Class/ }), 'Class 10');
    await user.click(save(dialog));
    const online = within(where).getByRole('checkbox', { name: 'Online' });
    await waitFor(() => expect(online).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.modesRequired));
    expect(online).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's messages for where and how under their fields", async () => {
    const { dialog, where, user, update } = await openEditOf({});
    update.mockRejectedValueOnce(failedCall('Validation failed', { area: MATCHING_MESSAGES.areaInvalid }));
    await user.selectOptions(within(where).getByRole('combobox', { name: /^Area/ }), 'Mirpur');
    await user.click(save(dialog));
    const area = within(where).getByRole('combobox', { name: /^Area/ });
    await waitFor(() => expect(area).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.areaInvalid));
    expect(area).toHaveFocus();
  });
});

describe('usePostEditors: Delete', () => {
  async function openDelete(options: Partial<PostEditorsOptions> = {}) {
    const rendered = renderEditors(options);
    await rendered.user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete post' });
    return { ...rendered, confirm };
  }

  it('asks first, and Cancel deletes nothing', async () => {
    const { confirm, user, destroy } = await openDelete();
    expect(confirm).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(destroy).not.toHaveBeenCalled();
  });

  it("deletes the post on Delete: 'Post deleted', and the question closes", async () => {
    const { confirm, user, destroy, post } = await openDelete();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast('Post deleted')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(destroy).toHaveBeenCalledWith(post);
  });

  it("says 'Failed to delete post. Please try again.' when the delete fails, and keeps the question", async () => {
    const { confirm, user, destroy } = await openDelete();
    destroy.mockRejectedValueOnce(failedCall('Not yours'));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const failed = await toast('Failed to delete post. Please try again.');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Not yours');
    expect(destroy).toHaveBeenCalledTimes(1);
    // the question stays, to try again or cancel
    expect(screen.getByRole('alertdialog', { name: 'Delete post' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Post deleted' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('keeps the question waiting while a delete is on its way', async () => {
    const { confirm } = await openDelete({ destroying: true });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Cancel and Delete (busy) both wait
    const buttons = within(confirm).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
  });
});

describe('usePostEditors in Bangla', () => {
  it('shows Edit Tuition Post in Bangla, its messages included, and toasts in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user, update } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'টিউশন পোস্ট সম্পাদনা' });
    const title = within(dialog).getByRole('textbox', { name: /^শিরোনাম/ });
    expect(within(dialog).getByRole('combobox', { name: /^শ্রেণি/ })).toHaveDisplayValue('একাদশ শ্রেণি');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    const message = (messagesInBangla as Record<string, string>)[POST_MESSAGES.titleRequired];
    expect(message).toBeTruthy();
    expect(await within(dialog).findByText(message!)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.type(title, 'নতুন শিরোনাম');
    await user.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await toast('পোস্ট হালনাগাদ হয়েছে')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ title: 'নতুন শিরোনাম' }),
    );
  });

  it('names where and how in Bangla, and says what it needs in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user, update } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'টিউশন পোস্ট সম্পাদনা' });
    const where = within(dialog).getByRole('group', { name: 'কোথায় ও কীভাবে' });
    expect(within(where).getByRole('checkbox', { name: 'অনলাইন' })).toBeChecked();
    expect(within(where).getByRole('combobox', { name: /^এলাকা/ })).toHaveDisplayValue('ধানমন্ডি');
    await user.click(within(where).getByRole('checkbox', { name: 'অনলাইন' }));
    await user.click(within(where).getByRole('checkbox', { name: 'শিক্ষার্থীর বাসায়' }));
    await user.click(within(dialog).getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    const message = (messagesInBangla as Record<string, string>)[MATCHING_MESSAGES.modesRequired];
    expect(message).toBeTruthy();
    await waitFor(() =>
      expect(within(where).getByRole('checkbox', { name: 'অনলাইন' })).toHaveAccessibleErrorMessage(message!),
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('asks before deleting in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderEditors();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'পোস্ট মুছুন' });
    expect(within(confirm).getByText('আপনি কি নিশ্চিত যে এই পোস্টটি মুছে ফেলতে চান?')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    expect(await toast('পোস্ট মুছে ফেলা হয়েছে')).toBeInTheDocument();
  });

  it('reads POST_EDIT_TEXTS in the active language', async () => {
    expect(POST_EDIT_TEXTS.updated).toBe('Post updated');
    await setLanguage('bn');
    expect(POST_EDIT_TEXTS.updated).toBe('পোস্ট হালনাগাদ হয়েছে');
  });
});
