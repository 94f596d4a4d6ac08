import { useProfile, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import bnMessages from '@pathshala/shared-api/locales/bn.json';
import { setLanguage } from '@pathshala/shared-ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  apiServer,
  failure,
  fakeToken,
  ok,
  renderPages,
  setupApiServer,
} from '../../../test/page-harness';
import EditProfile from './EditProfile';

setupApiServer();

const profile: UserProfile = {
  _id: 'u-1',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
  language: null,
  gender: null,
  division: null,
  district: null,
  area: null,
  modes: [],
  medium: null,
};

/**
 * A chosen file. The test environment's FormData and Blob are Node's while File is jsdom's, so the file is a
 * named Blob (in a browser all are the page's); the form sends it under its name.
 */
function imageFile(name = 'me.png', type = 'image/png', bytes = 64): File {
  return Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name, lastModified: 0 }) as File;
}

/** Stands in for the header's avatar: whatever the cached profile says. */
function HeaderAvatar() {
  const { data } = useProfile();
  return data?.coverImage ? <img alt="Header avatar" src={data.coverImage} /> : null;
}

interface Sent {
  fields: Record<string, string>;
  file: { name: string; type: string } | null;
}

/** Serves the profile and answers the update with `answer` (default: the saved profile); records what was sent. */
function serve(answer?: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  apiServer.use(
    http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(profile))),
    http.put(api('/users/updateprofile'), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let file: Sent['file'] = null;
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = { name: value.name, type: value.type };
      }
      const body = { fields, file };
      sent.push(body);
      if (answer) return answer(body);
      const coverImage = file ? '/api/v1/uploads/new-cover.png' : profile.coverImage;
      return HttpResponse.json(ok({ ...profile, ...fields, coverImage }));
    }),
  );
  return sent;
}

beforeEach(() => {
  useSession.getState().setSession(fakeToken({ sub: 'u-1', role: 'student' }), 'student');
});

function renderEditProfile() {
  return renderPages(
    {
      '/editprofile': (
        <>
          <HeaderAvatar />
          <EditProfile />
        </>
      ),
    },
    '/editprofile',
  );
}

const field = (label: string) => screen.getByLabelText(label);

async function chooseImage(file: File) {
  fireEvent.change(await screen.findByLabelText('Cover image'), { target: { files: [file] } });
}

describe('EditProfile', () => {
  it('shows a loading view, then the form filled with the profile', async () => {
    serve();
    renderEditProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Nusrat');
    expect(field('Last name')).toHaveValue('Jahan');
    expect(field('Username')).toHaveValue('nusrat');
    expect(field('Email')).toHaveValue('nusrat@pathshala.test');
    expect(field('Cover image')).toHaveAttribute('type', 'file');
    expect(field('Cover image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('checks the fields before sending and shows each message inline', async () => {
    const sent = serve();
    const { user } = renderEditProfile();
    await user.clear(await screen.findByLabelText('First name'));
    await user.clear(field('Username'));
    await user.type(field('Username'), 'ab');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    // Editing a field clears its message.
    await user.type(field('First name'), 'N');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('accepts images only, of at most 2 MB, with a preview of the chosen one', async () => {
    serve();
    renderEditProfile();
    await chooseImage(imageFile('notes.txt', 'text/plain'));
    expect(await screen.findByText('Cover image must be a JPEG, PNG, WebP or GIF image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Chosen cover image preview' })).not.toBeInTheDocument();

    await chooseImage(imageFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Cover image must be at most 2 MB')).toBeInTheDocument();

    await chooseImage(imageFile('me.png'));
    expect(screen.queryByText('Cover image must be at most 2 MB')).not.toBeInTheDocument();
    const preview = await screen.findByRole('img', { name: 'Chosen cover image preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
  });

  it('saves the fields and the image, updates the header avatar, and clears the message after 3 s', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const sent = serve();
      const { user } = renderEditProfile();
      await user.clear(await screen.findByLabelText('Last name'));
      await user.type(field('Last name'), 'Ahmed');
      await chooseImage(imageFile('me.png'));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(sent).toEqual([
        {
          fields: {
            firstname: 'Nusrat',
            lastname: 'Ahmed',
            username: 'nusrat',
            email: 'nusrat@pathshala.test',
            modes: '',
            division: '',
            district: '',
            area: '',
            medium: '',
          },
          file: { name: 'me.png', type: 'image/png' },
        },
      ]);
      expect(screen.getByRole('img', { name: 'Header avatar' })).toHaveAttribute(
        'src',
        '/api/v1/uploads/new-cover.png',
      );
      expect(screen.getByRole('img', { name: 'Current cover image' })).toHaveAttribute(
        'src',
        '/api/v1/uploads/new-cover.png',
      );

      act(() => void jest.advanceTimersByTime(2_500));
      expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(600));
      expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [409, 'Username', { username: 'Username is already taken' }, 'Username is already taken'],
    [400, 'Email', { email: 'Invalid email format' }, 'Invalid email format'],
  ])('shows the server’s %i field errors inline', async (status, label, errors, message) => {
    serve(() => HttpResponse.json(failure(status, 'Rejected', errors), { status }));
    const { user } = renderEditProfile();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveFocus();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it.each([
    [413, 'Cover image must be at most 2 MB'],
    [415, 'Cover image must be a JPEG, PNG, WebP or GIF image'],
  ])('shows a %i on the image field', async (status, message) => {
    serve(() => HttpResponse.json(failure(status, message), { status }));
    const { user } = renderEditProfile();
    await chooseImage(imageFile('me.png'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Cover image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('saves where and how a student learns; a student is not asked for a gender', async () => {
    const sent = serve();
    const { user } = renderEditProfile();
    expect(await screen.findByRole('group', { name: 'Where and how you want to learn' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your gender')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "At the student's home" }));
    await user.selectOptions(field('District'), 'Dhaka');
    await user.selectOptions(field('Area'), 'Mirpur');
    await user.selectOptions(field('Medium'), 'English version');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent[0]!.fields).toMatchObject({
      modes: 'student_home',
      division: 'dhaka',
      district: 'dhaka',
      area: 'mirpur',
      medium: 'english_version',
    });
    expect(sent[0]!.fields).not.toHaveProperty('gender');
  });

  it("saves a teacher's gender, and shows the server's reason for a place inline", async () => {
    useSession.getState().setSession(fakeToken({ sub: 'u-1', role: 'teacher' }), 'teacher');
    const teacher = { ...profile, role: 'teacher' as const };
    const sent: Record<string, string>[] = [];
    apiServer.use(
      http.get(api('/users/viewprofile'), () => HttpResponse.json(ok(teacher))),
      http.put(api('/users/updateprofile'), async ({ request }) => {
        const fields = Object.fromEntries(
          [...(await request.formData()).entries()].filter(([, value]) => typeof value === 'string'),
        ) as Record<string, string>;
        sent.push(fields);
        return sent.length === 1
          ? HttpResponse.json(
              failure(400, 'Validation failed', { area: 'Please choose an area of the chosen district' }),
              { status: 400 },
            )
          : HttpResponse.json(ok({ ...teacher, gender: 'female' }));
      }),
    );
    const { user } = renderEditProfile();
    expect(await screen.findByRole('group', { name: 'Where and how you teach' })).toBeInTheDocument();
    await user.selectOptions(field('Your gender'), 'Female');
    await user.selectOptions(field('District'), 'Dhaka');
    await user.selectOptions(field('Area'), 'Mirpur');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please choose an area of the chosen district')).toBeInTheDocument();
    expect(field('Area')).toHaveFocus();
    expect(sent[0]).toMatchObject({ gender: 'female' });

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(field('Your gender')).toHaveValue('female');
  });

  it("says 'Failed to update profile. Please try again.' when the save fails", async () => {
    serve(() => HttpResponse.json(failure(500, 'Internal error'), { status: 500 }));
    const { user } = renderEditProfile();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
  });

  it("shows 'Profile Loading Error' with a way back to login when the profile cannot be loaded", async () => {
    apiServer.use(
      http.get(api('/users/viewprofile'), () =>
        HttpResponse.json(failure(403, 'Forbidden'), { status: 403 }),
      ),
    );
    const { user } = renderEditProfile();
    expect(await screen.findByRole('heading', { name: 'Profile Loading Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
  });
});

describe('EditProfile in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  /** A contract message as the Bangla reader sees it: the API's Bangla table's. */
  function inBangla(message: string): string {
    const bangla = (bnMessages as Record<string, string | undefined>)[message];
    if (!bangla) throw new Error(`The API's Bangla table has no "${message}"`);
    return bangla;
  }

  it('labels the form in Bangla and shows the contract’s messages in the reader’s language', async () => {
    const sent = serve();
    const { user } = renderEditProfile();
    expect(await screen.findByRole('heading', { name: 'প্রোফাইল সম্পাদনা' })).toBeInTheDocument();
    expect(field('নামের প্রথম অংশ')).toHaveValue('Nusrat');
    expect(field('নামের শেষ অংশ')).toHaveValue('Jahan');
    expect(field('ইউজারনেম')).toHaveValue('nusrat');
    expect(field('ইমেইল')).toHaveValue('nusrat@pathshala.test');
    expect(field('কভার ছবি')).toHaveAttribute('type', 'file');
    expect(screen.getByText('JPEG, PNG, WebP বা GIF ছবি, সর্বোচ্চ ২ MB।')).toBeInTheDocument();

    await user.clear(field('নামের প্রথম অংশ'));
    await user.click(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByText(inBangla('First name is required'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says saved and failed in Bangla', async () => {
    serve();
    const { user } = renderEditProfile();
    await user.click(await screen.findByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByText('প্রোফাইল সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();

    apiServer.use(http.put(api('/users/updateprofile'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('প্রোফাইল আপডেট করা যায়নি। আবার চেষ্টা করুন।');
  });
});
