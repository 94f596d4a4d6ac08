import { MATCHING_MESSAGES } from '@pathshala/shared-api/contract';
import messagesInBangla from '@pathshala/shared-api/locales/bn.json';
import { setLanguage } from '@pathshala/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api, failure, makePost, ok, paged, setupAdminTest } from '../../test/harness';

const renderAt = setupAdminTest();
jest.setTimeout(30_000);

const POST = makePost();

async function openNewPost() {
  const rendered = renderAt('/admin/posts');
  await screen.findByRole('heading', { name: 'No posts found' });
  await rendered.user.click(screen.getByRole('button', { name: 'New Post' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Post' });
  return { ...rendered, dialog };
}

it('shows a loading view while the posts load', async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/posts'), async () => {
      await delay('infinite');
      return HttpResponse.json(paged([]));
    }),
  );
  renderAt('/admin/posts');
  expect((await screen.findByText('Loading posts...')).closest('[role="status"]')).not.toBeNull();
});

it('shows an error view when the posts fail to load', async () => {
  renderAt.apiServer.use(http.get(api('/admin/posts'), () => failure(403, 'Forbidden')));
  renderAt('/admin/posts');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Forbidden');
});

it("shows 'No posts found' when there are none", async () => {
  renderAt('/admin/posts');
  expect(await screen.findByRole('heading', { level: 2, name: 'No posts found' })).toBeInTheDocument();
});

it('shows each post as a card with Delete, asks first, then deletes it', async () => {
  let deleted: string | undefined;
  renderAt.apiServer.use(
    http.get(api('/admin/posts'), () => HttpResponse.json(paged(deleted ? [] : [POST]))),
    http.delete(api('/admin/remove-post/:id'), ({ params }) => {
      deleted = params.id as string;
      return HttpResponse.json(ok({}));
    }),
  );
  const { user } = renderAt('/admin/posts');
  const card = await screen.findByRole('article', { name: 'HSC Physics' });
  expect(within(card).getByText('Weekly tests')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Delete HSC Physics' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete post' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this post?');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleted).toBe(POST._id));
  expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
});

it("says 'Failed to delete post. Please try again.' when the delete fails", async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/posts'), () => HttpResponse.json(paged([POST]))),
    http.delete(api('/admin/remove-post/:id'), () => failure(404, 'Post not found')),
  );
  const { user } = renderAt('/admin/posts');
  await user.click(await screen.findByRole('button', { name: 'Delete HSC Physics' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete post. Please try again.')).toBeInTheDocument();
});

it('searches posts by title or subject', async () => {
  let query: string | null = null;
  renderAt.apiServer.use(
    http.get(api('/admin/posts'), ({ request }) => {
      query = new URL(request.url).searchParams.get('q');
      return HttpResponse.json(paged(query ? [POST] : []));
    }),
  );
  const { user } = renderAt('/admin/posts');
  await screen.findByRole('heading', { name: 'No posts found' });
  await user.type(screen.getByLabelText('Search by title or subject'), 'physics{Enter}');
  expect(await screen.findByRole('article', { name: 'HSC Physics' })).toBeInTheDocument();
  expect(query).toBe('physics');
});

describe('New Post', () => {
  it('shows the required fields on submit; max size appears for a batch, defaults to 2 and must be at least 2', async () => {
    const { user, dialog } = await openNewPost();
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(within(dialog).getByText('Owner id is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Owner type must be student or teacher')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a valid class')).toBeInTheDocument();
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Time is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Salary is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Subtitle is required')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Owner id/)).toHaveFocus();

    expect(within(dialog).queryByLabelText(/^Max size/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('Batch'));
    expect(within(dialog).getByLabelText(/^Max size/)).toHaveValue(2);
    await user.clear(within(dialog).getByLabelText(/^Max size/));
    await user.type(within(dialog).getByLabelText(/^Max size/), '1');
    await user.type(within(dialog).getByLabelText(/^Salary/), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(within(dialog).getByText('Batch size must be at least 2')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Salary must be a whole number of taka between 0 and 500000'),
    ).toBeInTheDocument();
  });

  it("sends the add-post body, says 'Post added successfully'; the server's field errors show inline first", async () => {
    const bodies: unknown[] = [];
    renderAt.apiServer.use(
      http.post(api('/admin/add-post'), async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return failure(400, 'Unknown students: ghost', { interested_students: 'Unknown students: ghost' });
        return HttpResponse.json(ok(POST, 201), { status: 201 });
      }),
    );
    const { user, dialog } = await openNewPost();
    await user.type(within(dialog).getByLabelText(/^Owner id/), '22222222-2222-4222-8222-222222222222');
    await user.selectOptions(within(dialog).getByLabelText(/^Owner type/), 'teacher');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '12');
    await user.type(within(dialog).getByLabelText(/^Title/), 'HSC Physics');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Mechanics.');
    await user.click(within(dialog).getByRole('button', { name: 'Sun (Sunday)' }));
    await user.type(within(dialog).getByLabelText(/^Time/), '18:00');
    await user.type(within(dialog).getByLabelText(/^Salary/), '4000');
    await user.click(within(dialog).getByText('Batch'));
    await user.click(within(dialog).getByRole('checkbox', { name: "At the teacher's place" }));
    await user.selectOptions(within(dialog).getByLabelText(/^District/), 'Bogura');
    await user.selectOptions(within(dialog).getByLabelText(/^Medium/), 'Bangla medium');
    await user.type(within(dialog).getByLabelText(/^Interested students/), 'tanvir, ghost');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await within(dialog).findByText('Unknown students: ghost')).toBeInTheDocument();
    expect(await screen.findByText('Failed to add Post. Please try again.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      owner_id: '22222222-2222-4222-8222-222222222222',
      owner: 'teacher',
      subject: 'Physics',
      class: '12',
      title: 'HSC Physics',
      subtitle: '',
      description: 'Mechanics.',
      weekly_schedule: ['Sunday'],
      time: '18:00',
      salary: 4000,
      is_continuous: false,
      is_batch: true,
      max_size: 2,
      modes: ['teacher_place'],
      division: 'rajshahi',
      district: 'bogura',
      area: null,
      medium: 'bangla',
      preferred_tutor_gender: null,
      interested_teachers: [],
      interested_students: ['tanvir', 'ghost'],
    });

    const students = within(dialog).getByLabelText(/^Interested students/);
    await user.clear(students);
    await user.type(students, 'tanvir');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Post' })).not.toBeInTheDocument());
  });
});

describe('New Post: where and how', () => {
  it("asks for a mode, a district unless online only and a medium for Class 1–12; a student's request may prefer a tutor", async () => {
    const bodies: unknown[] = [];
    renderAt.apiServer.use(
      http.post(api('/admin/add-post'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok(POST, 201), { status: 201 });
      }),
    );
    const { user, dialog } = await openNewPost();
    const where = within(dialog).getByRole('group', { name: 'Where and how' });
    // a teacher's offer, or no owner type yet: no preferred tutor
    expect(within(where).queryByLabelText(/^Preferred tutor/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Owner id/), '33333333-3333-4333-8333-333333333333');
    await user.selectOptions(within(dialog).getByLabelText(/^Owner type/), 'student');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'English');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '5');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Class 5 English');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Grammar.');
    await user.type(within(dialog).getByLabelText(/^Time/), '17:00');
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    const online = within(where).getByRole('checkbox', { name: 'Online' });
    await waitFor(() => expect(online).toHaveAccessibleErrorMessage(MATCHING_MESSAGES.modesRequired));
    expect(within(where).getByLabelText(/^Medium/)).toHaveAccessibleErrorMessage(
      MATCHING_MESSAGES.mediumRequired,
    );
    expect(online).toHaveFocus();

    await user.click(within(where).getByRole('checkbox', { name: "At the student's home" }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    await waitFor(() =>
      expect(within(where).getByLabelText(/^District/)).toHaveAccessibleErrorMessage(
        MATCHING_MESSAGES.locationRequired,
      ),
    );
    expect(bodies).toHaveLength(0);

    await user.selectOptions(within(where).getByLabelText(/^Division/), 'Dhaka');
    await user.selectOptions(within(where).getByLabelText(/^District/), 'Narayanganj');
    await user.selectOptions(within(where).getByLabelText(/^Medium/), 'English version');
    await user.selectOptions(within(where).getByLabelText(/^Preferred tutor/), 'Female');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Post added successfully')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      owner: 'student',
      class: '5',
      modes: ['student_home'],
      division: 'dhaka',
      district: 'narayanganj',
      area: null,
      medium: 'english_version',
      preferred_tutor_gender: 'female',
    });
  });

  it('asks where and how in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const rendered = renderAt('/admin/posts');
    await rendered.user.click(await screen.findByRole('button', { name: 'নতুন পোস্ট' }));
    const dialog = await screen.findByRole('dialog', { name: 'নতুন পোস্ট' });
    const where = within(dialog).getByRole('group', { name: 'কোথায় ও কীভাবে' });
    await rendered.user.click(within(where).getByRole('checkbox', { name: 'শিক্ষকের বাসায়' }));
    await rendered.user.click(within(dialog).getByRole('button', { name: 'পোস্ট তৈরি করুন' }));
    const bangla = (messagesInBangla as Record<string, string>)[MATCHING_MESSAGES.locationRequired];
    expect(bangla).toBeTruthy();
    await waitFor(() =>
      expect(within(where).getByRole('combobox', { name: /^জেলা/ })).toHaveAccessibleErrorMessage(bangla!),
    );
  });
});

describe('in Bangla', () => {
  it('shows the heading, the search and the empty state in Bangla', async () => {
    await act(() => setLanguage('bn'));
    renderAt('/admin/posts');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'কোনো পোস্ট পাওয়া যায়নি' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'পোস্ট ব্যবস্থাপনা' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'পোস্ট খুঁজুন' });
    expect(within(search).getByLabelText('শিরোনাম বা বিষয় দিয়ে খুঁজুন')).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নতুন পোস্ট' })).toBeInTheDocument();
  });

  it('names the Delete button, asks before deleting and says it is done in Bangla', async () => {
    renderAt.apiServer.use(
      http.get(api('/admin/posts'), () => HttpResponse.json(paged([POST], 45))),
      http.delete(api('/admin/remove-post/:id'), () => HttpResponse.json(ok({}))),
    );
    await act(() => setLanguage('bn'));
    const { user } = renderAt('/admin/posts');
    const remove = await screen.findByRole('button', { name: 'HSC Physics মুছুন' });
    expect(screen.getByText('৪৫টির মধ্যে ১টি দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'পোস্ট মুছুন' });
    expect(confirm).toHaveTextContent('আপনি কি নিশ্চিত যে এই পোস্টটি মুছে ফেলতে চান?');
    await user.click(within(confirm).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('পোস্ট মুছে ফেলা হয়েছে')).toBeInTheDocument();
  });
});
