import { useSession } from '@pathshala/shared-api';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterLink, setLanguage } from '@pathshala/shared-ui';
import {
  api,
  apiServer,
  failure,
  fakeToken,
  ok,
  renderPages,
  setupApiServer,
} from '../../../test/page-harness';
import ViewProfile from './ViewProfile';

setupApiServer();

const profile = {
  _id: 'u-1',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
  language: null,
  gender: null,
  division: 'dhaka',
  district: 'dhaka',
  area: 'mirpur',
  modes: ['online', 'student_home'],
  medium: 'english_version',
};

beforeEach(() => {
  useSession.getState().setSession(fakeToken({ sub: 'u-1', role: 'student' }), 'student');
});

function renderProfile() {
  return renderPages({ '/viewprofile': <ViewProfile /> }, '/viewprofile');
}

describe('ViewProfile', () => {
  it('shows a loading view, then the details with initials when there is no picture', async () => {
    apiServer.use(http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(profile))));
    renderProfile();

    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nusrat Jahan' })).toBeInTheDocument();
    expect(screen.getByText('@nusrat')).toBeInTheDocument();
    expect(screen.getByText('nusrat@pathshala.test')).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('NJ')).toBeInTheDocument();
  });

  it('shows where and how the student learns', async () => {
    apiServer.use(http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(profile))));
    renderProfile();
    expect(await screen.findByText('Mirpur, Dhaka')).toBeInTheDocument();
    expect(screen.getByText("Online · At the student's home")).toBeInTheDocument();
    expect(screen.getByText('English version')).toBeInTheDocument();
    expect(screen.queryByText('Gender')).not.toBeInTheDocument();
  });

  it("says 'Not given' for what a teacher has not given, their gender included", async () => {
    const teacher = {
      ...profile,
      role: 'teacher',
      district: null,
      division: null,
      area: null,
      modes: [],
      medium: null,
    };
    apiServer.use(http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(teacher))));
    renderProfile();
    expect(await screen.findByText('Gender')).toBeInTheDocument();
    expect(screen.getAllByText('Not given')).toHaveLength(4);
  });

  it('shows the cover image when there is one', async () => {
    apiServer.use(
      http.get(api('/users/viewprofile'), () =>
        HttpResponse.json(ok({ ...profile, coverImage: '/uploads/nusrat.png' })),
      ),
    );
    renderProfile();
    await screen.findByRole('heading', { name: 'Profile Details' });
    expect(document.querySelector('img[src="/uploads/nusrat.png"]')).not.toBeNull();
  });

  it('opens the edit page from Edit Profile', async () => {
    apiServer.use(http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(profile))));
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByText('Now at /editprofile')).toBeInTheDocument();
  });

  it('goes back to the previous page from Back', async () => {
    apiServer.use(http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(profile))));
    const { user } = renderPages(
      {
        '/student/dashboard': <RouterLink to="/viewprofile">Open my profile</RouterLink>,
        '/viewprofile': <ViewProfile />,
      },
      '/student/dashboard',
    );
    await user.click(screen.getByRole('link', { name: 'Open my profile' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open my profile' })).toBeInTheDocument();
  });

  it("shows 'Profile Loading Error' with a way back to login when the load fails", async () => {
    apiServer.use(
      http.get(api('/users/viewprofile'), () =>
        HttpResponse.json(failure(403, 'Forbidden'), { status: 403 }),
      ),
    );
    const { user } = renderProfile();

    expect(await screen.findByRole('heading', { name: 'Profile Loading Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
  });
});

describe('ViewProfile in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  it('shows the details in Bangla', async () => {
    apiServer.use(http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(profile))));
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('প্রোফাইল লোড হচ্ছে...');
    expect(await screen.findByRole('heading', { name: 'প্রোফাইলের বিবরণ' })).toBeInTheDocument();
    expect(screen.getByText('শিক্ষার্থী')).toBeInTheDocument();
    expect(screen.getByText('ইমেইল')).toBeInTheDocument();
    expect(screen.getByText('মিরপুর, ঢাকা')).toBeInTheDocument();
    expect(screen.getByText('অনলাইন · শিক্ষার্থীর বাসায়')).toBeInTheDocument();
    expect(screen.getByText('ইংরেজি ভার্সন')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'প্রোফাইল সম্পাদনা' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পেছনে যান' })).toBeInTheDocument();
  });

  it('shows the load error in Bangla', async () => {
    apiServer.use(
      http.get(api('/users/viewprofile'), () =>
        HttpResponse.json(failure(403, 'Forbidden'), { status: 403 }),
      ),
    );
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'প্রোফাইল লোড করতে সমস্যা' })).toBeInTheDocument();
    expect(screen.getByText('প্রোফাইল লোড করা যায়নি।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লগ ইনে ফিরে যান' })).toBeInTheDocument();
  });
});
