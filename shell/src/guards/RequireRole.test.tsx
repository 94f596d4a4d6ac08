import { useSession } from '@pathshala/shared-api';
import { Route, Routes, useLocation } from '@pathshala/shared-ui';
import { MemoryRouter } from '@pathshala/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import { RequireRole } from './RequireRole';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>{`Now at ${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<CurrentLocation />} />
        <Route path="/teacher/dashboard" element={<CurrentLocation />} />
        <Route element={<RequireRole role="student" />}>
          <Route path="/student/*" element={<p>Student area</p>} />
        </Route>
        <Route element={<RequireRole role={['teacher', 'admin']} />}>
          <Route path="/staff" element={<p>Staff area</p>} />
        </Route>
        <Route element={<RequireRole />}>
          <Route path="/viewprofile" element={<p>Your profile</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => useSession.getState().clearSession());

it('sends a signed-out visitor to the login page, remembering where they were going', () => {
  renderAt('/student/posts?page=2');
  expect(screen.getByText('Now at /login?next=%2Fstudent%2Fposts%3Fpage%3D2')).toBeInTheDocument();
  expect(screen.queryByText('Student area')).not.toBeInTheDocument();
});

it('sends a signed-out visitor to the login page from a page any role may see', () => {
  renderAt('/viewprofile');
  expect(screen.getByText('Now at /login?next=%2Fviewprofile')).toBeInTheDocument();
});

it('sends a user of another role to their own dashboard', () => {
  useSession.getState().setSession('teacher-token', 'teacher');
  renderAt('/student/dashboard');
  expect(screen.getByText('Now at /teacher/dashboard')).toBeInTheDocument();
  expect(screen.queryByText('Student area')).not.toBeInTheDocument();
});

it('lets a user of the right role in', () => {
  useSession.getState().setSession('student-token', 'student');
  renderAt('/student/dashboard');
  expect(screen.getByText('Student area')).toBeInTheDocument();
});

it('accepts any of several roles', () => {
  useSession.getState().setSession('teacher-token', 'teacher');
  renderAt('/staff');
  expect(screen.getByText('Staff area')).toBeInTheDocument();
});

it('lets any signed-in user in when no role is required', () => {
  useSession.getState().setSession('admin-token', 'admin');
  renderAt('/viewprofile');
  expect(screen.getByText('Your profile')).toBeInTheDocument();
});

it('treats a token whose role is unknown as signed out', () => {
  useSession.getState().setSession('opaque-token', null);
  renderAt('/viewprofile');
  expect(screen.getByText('Now at /login?next=%2Fviewprofile')).toBeInTheDocument();
});
