import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { RoleNav } from './RoleNav';
import { ROLE_LINKS } from './roleLinks';

function renderStudentNav(props: { notificationCount?: number; onLogout?: () => void } = {}) {
  return renderWithProviders(
    <RoleNav
      links={ROLE_LINKS.student}
      onLogout={props.onLogout ?? jest.fn()}
      user={{ name: 'Nusrat Jahan' }}
      notificationCount={props.notificationCount}
    />,
    { route: '/student/posts' },
  );
}

test('shows the role links and marks the current page', () => {
  renderStudentNav();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/student/dashboard'],
    ['Post Request', '/student/tuitionrequest'],
    ['Find Tutor', '/student/tutorsearch'],
    ['Your Posts', '/student/posts'],
    ['Your Batches', '/student/batches'],
    ['Schedule', '/student/schedule'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Your Posts' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('the bell links to /notification and its name carries the unread count', () => {
  renderStudentNav({ notificationCount: 3 });
  const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('href', '/notification');
  expect(bell).toHaveTextContent('3');
});

test('the bell has no badge without unread notifications, and caps a large count', () => {
  const { unmount } = renderStudentNav({ notificationCount: 0 });
  const bell = screen.getByRole('link', { name: 'Notifications' });
  expect(bell).toHaveTextContent('');
  unmount();

  renderStudentNav({ notificationCount: 250 });
  const capped = screen.getByRole('link', { name: 'Notifications, 99+ unread' });
  expect(capped).toHaveTextContent('99+');
});

test('the bell follows a new count without remounting', () => {
  const props = { links: ROLE_LINKS.student, onLogout: jest.fn(), user: { name: 'Nusrat Jahan' } };
  const { rerender } = renderWithProviders(<RoleNav {...props} notificationCount={1} />, {
    route: '/student/posts',
  });
  const bell = screen.getByRole('link', { name: 'Notifications, 1 unread' });
  rerender(<RoleNav {...props} notificationCount={2} />);
  expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  expect(bell).toHaveTextContent('2');
});

test('the profile menu shows the initials and offers View profile, Edit profile and Logout', async () => {
  const onLogout = jest.fn();
  const { user } = renderStudentNav({ onLogout });
  // Its name contains what it shows (WCAG 2.5.3 Label in Name), so a speech user can say 'click NJ'.
  const trigger = screen.getByRole('button', { name: 'Profile menu, NJ' });
  expect(trigger).toHaveTextContent('NJ');

  await user.click(trigger);
  const menu = screen.getByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toHaveAttribute(
    'href',
    '/viewprofile',
  );
  expect(within(menu).getByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/editprofile',
  );
  expect(onLogout).not.toHaveBeenCalled();

  await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('Logout also works from the keyboard', async () => {
  const onLogout = jest.fn();
  const { user } = renderStudentNav({ onLogout });
  await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
  await user.keyboard('{End}{Enter}');
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('a profile menu item navigates', async () => {
  const { user } = renderWithProviders(
    <>
      <RoleNav links={ROLE_LINKS.teacher} onLogout={jest.fn()} />
      <Routes>
        <Route path="/teacher/dashboard" element={<p>dashboard page</p>} />
        <Route path="/editprofile" element={<p>edit profile page</p>} />
      </Routes>
    </>,
    { route: '/teacher/dashboard' },
  );
  // Without a user there are no initials to show, and the name is just 'Profile menu'.
  await user.click(screen.getByRole('button', { name: 'Profile menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit profile' }));
  expect(screen.getByText('edit profile page')).toBeInTheDocument();
});

test('on phones the same links sit behind the Open menu button', async () => {
  const { user } = renderWithProviders(<RoleNav links={ROLE_LINKS.admin} onLogout={jest.fn()} />, {
    route: '/admin/dashboard',
  });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Dashboard', '/admin/dashboard'],
    ['Users', '/admin/users'],
    ['Posts', '/admin/posts'],
    ['Batches', '/admin/batches'],
    ['Reports', '/admin/reports'],
  ]);
});

test('the profile menu opens from the keyboard and the arrow keys move through its items', async () => {
  const { user } = renderStudentNav();
  const trigger = screen.getByRole('button', { name: /^Profile menu/ });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  trigger.focus();
  await user.keyboard('{ArrowDown}');
  const menu = screen.getByRole('menu', { name: /^Profile menu/ });
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(trigger).toHaveAttribute('aria-controls', menu.id);
  expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'Edit profile' })).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(within(menu).getByRole('menuitem', { name: 'View profile' })).toHaveFocus();
});

test('Escape closes the menu and returns to its button; ArrowUp opens it on the last item', async () => {
  const { user } = renderStudentNav();
  const trigger = screen.getByRole('button', { name: /^Profile menu/ });
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
});

test('a press outside or Tab closes the menu', async () => {
  const { user } = renderStudentNav();
  await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
  await user.click(screen.getByRole('link', { name: 'Your Batches' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
  await user.tab();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('Space picks the focused item', async () => {
  const onLogout = jest.fn();
  const { user } = renderStudentNav({ onLogout });
  await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
  await user.keyboard('{End} ');
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('reads in Bangla: the role links, the bell with a Bangla count, the profile menu', async () => {
  await act(() => setLanguage('bn'));
  const { user } = renderStudentNav({ notificationCount: 3 });
  const nav = screen.getByRole('navigation', { name: 'প্রধান' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['ড্যাশবোর্ড', '/student/dashboard'],
    ['অনুরোধ পোস্ট করুন', '/student/tuitionrequest'],
    ['শিক্ষক খুঁজুন', '/student/tutorsearch'],
    ['আপনার পোস্ট', '/student/posts'],
    ['আপনার ব্যাচ', '/student/batches'],
    ['সময়সূচি', '/student/schedule'],
  ]);
  const bell = screen.getByRole('link', { name: 'বিজ্ঞপ্তি, ৩টি অপঠিত' });
  expect(bell).toHaveTextContent('৩');

  await user.click(screen.getByRole('button', { name: 'প্রোফাইল মেনু, NJ' }));
  const menu = screen.getByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['প্রোফাইল দেখুন', 'প্রোফাইল সম্পাদনা', 'লগ আউট']);
  expect(screen.getByRole('button', { name: 'মেনু খুলুন' })).toBeInTheDocument();
});

test('switches the role links to Bangla at once, and back', async () => {
  renderStudentNav();
  expect(screen.getByRole('link', { name: 'Find Tutor' })).toBeInTheDocument();
  await act(() => setLanguage('bn'));
  expect(screen.getByRole('link', { name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByRole('link', { name: 'Find Tutor' })).toBeInTheDocument();
});
