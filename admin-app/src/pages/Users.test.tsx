import { setLanguage, translateMessage } from '@pathshala/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api, failure, makeUser, ok, paged, setupAdminTest } from '../../test/harness';

const renderAt = setupAdminTest();
jest.setTimeout(30_000);

const KARIMA = makeUser();
const RAHIM = makeUser({
  firstname: 'Rahim',
  lastname: 'Uddin',
  username: 'rahim',
  email: 'rahim@pathshala.test',
});
const TANVIR = makeUser({
  firstname: 'Tanvir',
  lastname: 'Ahmed',
  username: 'tanvir',
  email: 'tanvir@pathshala.test',
  role: 'student',
});

function serveUsers() {
  const searches: (string | null)[] = [];
  renderAt.apiServer.use(
    http.get(api('/admin/teachers'), ({ request }) => {
      const url = new URL(request.url);
      searches.push(url.searchParams.get('q'));
      if (url.searchParams.get('q') === 'rahim') return HttpResponse.json(paged([RAHIM]));
      if (url.searchParams.get('page') === '2') return HttpResponse.json(paged([RAHIM], 2, 2, 1));
      return HttpResponse.json(paged([KARIMA], 2, 1, 1));
    }),
    http.get(api('/admin/students'), () => HttpResponse.json(paged([TANVIR], 1))),
  );
  return searches;
}

async function openAddUser() {
  const rendered = renderAt('/admin/users');
  await screen.findByRole('heading', { name: 'No teachers' });
  await rendered.user.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  return { ...rendered, dialog };
}

describe('lists', () => {
  it('shows a loading view while the users load', async () => {
    renderAt.apiServer.use(
      http.get(api('/admin/teachers'), async () => {
        await delay('infinite');
        return HttpResponse.json(paged([]));
      }),
    );
    renderAt('/admin/users');
    expect((await screen.findByText('Loading teachers...')).closest('[role="status"]')).not.toBeNull();
  });

  it('shows an error view with Try again when the list fails to load', async () => {
    renderAt.apiServer.use(
      http.get(api('/admin/teachers'), () => failure(400, 'Search must be at most 100 characters')),
    );
    renderAt('/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search must be at most 100 characters');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'No teachers' and 'No students' with counts of 0", async () => {
    const { user } = renderAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'No teachers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Teachers (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Students (0)' }));
    expect(await screen.findByRole('heading', { name: 'No students' })).toBeInTheDocument();
  });

  it('shows the tabs with the totals, rows with name and email, and Load more', async () => {
    serveUsers();
    const { user } = renderAt('/admin/users');
    const teachers = await screen.findByRole('list', { name: 'Teachers' });
    expect(screen.getByRole('tab', { name: 'Teachers (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Students (1)' })).toBeInTheDocument();
    expect(within(teachers).getByText('Karima Begum')).toBeInTheDocument();
    expect(within(teachers).getByText('karima@pathshala.test')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(teachers).findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Students (1)' }));
    const students = await screen.findByRole('list', { name: 'Students' });
    expect(within(students).getByText('Tanvir Ahmed')).toBeInTheDocument();
  });

  it('searches by name or username', async () => {
    const searches = serveUsers();
    const { user } = renderAt('/admin/users');
    await screen.findByText('Karima Begum');
    const search = screen.getByRole('search', { name: 'Search users' });
    await user.type(within(search).getByLabelText('Search by name or username'), 'rahim');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.queryByText('Karima Begum')).not.toBeInTheDocument();
    expect(searches).toContain('rahim');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Karima Begum')).toBeInTheDocument();
  });
});

describe('Remove', () => {
  it('asks first, then removes the user and reloads the list', async () => {
    serveUsers();
    let removed: string | undefined;
    renderAt.apiServer.use(
      http.delete(api('/admin/remove-user/:userId'), ({ params }) => {
        removed = params.userId as string;
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderAt('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Remove Karima Begum' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove user' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove Karima Begum (@karima)?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toBe(KARIMA._id));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
  });

  it('does nothing on Cancel', async () => {
    serveUsers();
    let removed = false;
    renderAt.apiServer.use(
      http.delete(api('/admin/remove-user/:userId'), () => {
        removed = true;
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderAt('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Remove Karima Begum' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove user' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).toBe(false);
  });

  it("says 'Failed to remove user. Please try again.' when the server refuses", async () => {
    serveUsers();
    renderAt.apiServer.use(
      http.delete(api('/admin/remove-user/:userId'), () => failure(403, 'Admins cannot be removed')),
    );
    const { user } = renderAt('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Remove Karima Begum' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove user. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Admins cannot be removed')).toBeInTheDocument();
  });
});

describe('Add User', () => {
  it("shows the sign-up rules' messages on submit, and nothing is sent", async () => {
    let sent = false;
    renderAt.apiServer.use(
      http.post(api('/admin/add-user'), () => {
        sent = true;
        return HttpResponse.json(ok({}, 201), { status: 201 });
      }),
    );
    const { user, dialog } = await openAddUser();
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a role')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/^Username/), 'ab');
    expect(within(dialog).queryByText('Username is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Password/), 'lowercase1');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(within(dialog).getByText('Username must be at least 3 characters long')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email format')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('asks a teacher for the store id and password, and forgets them when the role changes', async () => {
    const { user, dialog } = await openAddUser();
    expect(within(dialog).queryByLabelText(/store ID/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'teacher');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(within(dialog).getByText('SSLCommerz store ID is required for teachers')).toBeInTheDocument();
    expect(
      within(dialog).getByText('SSLCommerz store password is required for teachers'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/store ID/), 'store-1');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'student');
    expect(within(dialog).queryByLabelText(/store ID/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'teacher');
    expect(within(dialog).getByLabelText(/store ID/)).toHaveValue('');
  });

  it("sends the teacher with the store credentials, says 'User added successfully' and closes", async () => {
    let body: unknown;
    renderAt.apiServer.use(
      http.post(api('/admin/add-user'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok(makeUser(), 201), { status: 201 });
      }),
    );
    const { user, dialog } = await openAddUser();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nusrat');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Jahan');
    await user.type(within(dialog).getByLabelText(/^Username/), 'nusrat');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nusrat@pathshala.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'teacher');
    await user.type(within(dialog).getByLabelText(/store ID/), 'store-1');
    await user.type(within(dialog).getByLabelText(/store password/), 'store-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());
    expect(body).toEqual({
      firstname: 'Nusrat',
      lastname: 'Jahan',
      username: 'nusrat',
      email: 'nusrat@pathshala.test',
      password: 'Secret123',
      role: 'teacher',
      sslczStoreId: 'store-1',
      sslczStorePassword: 'store-secret',
    });
  });

  it("shows the server's field errors inline and 'Failed to add user. Please try again.'", async () => {
    renderAt.apiServer.use(
      http.post(api('/admin/add-user'), () =>
        failure(409, 'Username or email already taken', { username: 'Username is already taken' }),
      ),
    );
    const { user, dialog } = await openAddUser();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Nusrat');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Jahan');
    await user.type(within(dialog).getByLabelText(/^Username/), 'karima');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nusrat@pathshala.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'student');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog).findByText('Username is already taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveFocus();
    expect(await screen.findByText('Failed to add user. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  });
});

describe('in Bangla', () => {
  it('shows the tabs with Bangla counts and the empty state', async () => {
    serveUsers();
    await act(() => setLanguage('bn'));
    renderAt('/admin/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ব্যবহারকারী ব্যবস্থাপনা' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'শিক্ষক (২)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'শিক্ষার্থী (১)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Karima Begum-কে সরিয়ে দিন' })).toBeInTheDocument();
  });

  it("labels the Add User form in Bangla and shows the rules' messages in Bangla", async () => {
    await act(() => setLanguage('bn'));
    const { user } = renderAt('/admin/users');
    await screen.findByRole('heading', { level: 2, name: 'কোনো শিক্ষক নেই' });
    await user.click(screen.getByRole('button', { name: 'ব্যবহারকারী যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'ব্যবহারকারী যোগ করুন' });
    expect(within(dialog).getByLabelText(/^নামের প্রথম অংশ/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^নামের শেষ অংশ/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^ইউজারনেম/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^ইমেইল/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('কমপক্ষে ৮ অক্ষর, যার মধ্যে একটি বড় হাতের অক্ষর ও একটি সংখ্যা থাকবে।'),
    ).toBeInTheDocument();
    const role = within(dialog).getByLabelText(/^ভূমিকা/);
    expect(within(role).getByRole('option', { name: 'ভূমিকা বেছে নিন' })).toBeInTheDocument();
    expect(within(role).getByRole('option', { name: 'শিক্ষার্থী' })).toHaveValue('student');
    expect(within(role).getByRole('option', { name: 'শিক্ষক' })).toHaveValue('teacher');
    await user.selectOptions(role, 'teacher');
    expect(within(dialog).getByLabelText(/^SSLCommerz স্টোর আইডি/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^SSLCommerz স্টোর পাসওয়ার্ড/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ব্যবহারকারী যোগ করুন' }));
    // The contract's messages, in the Bangla of shared-api's table.
    expect(within(dialog).getByText(translateMessage('First name is required'))).toBeInTheDocument();
    expect(within(dialog).getByText(translateMessage('Username is required'))).toBeInTheDocument();
    expect(
      within(dialog).getByText(translateMessage('SSLCommerz store ID is required for teachers')),
    ).toBeInTheDocument();
  });
});
