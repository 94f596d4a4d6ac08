import { POST_MESSAGES, type Post, type PostOwnerRole } from '@pathshala/shared-api/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  apiServer,
  failure,
  makePost,
  ok,
  renderPage,
  setupApiServer,
  STUDENT,
  TEACHER,
  userFor,
} from '../../test/posts-harness';
import { MyPostsPage } from './MyPostsPage';

setupApiServer();
jest.setTimeout(20_000);

const PATHS: Record<PostOwnerRole, string> = { teacher: '/teacher/posts', student: '/student/posts' };
const OTHER = { _id: '33333333-3333-4333-8333-333333333333', username: 'other' };
const KARIM = { _id: '44444444-4444-4444-8444-444444444444', username: 'karim' };

const own = (role: PostOwnerRole, overrides: Partial<Post> = {}) => {
  const me = userFor(role);
  return makePost({ owner_id: { _id: me._id, username: me.username }, owner_role: role, ...overrides });
};

/** GET /post/posts answers with `posts()` each time; returns how many times it was asked. */
function serveMine(posts: () => Post[]) {
  const loads = { count: 0 };
  apiServer.use(
    http.get(api('/post/posts'), () => {
      loads.count += 1;
      return HttpResponse.json(ok(posts()));
    }),
  );
  return loads;
}

function renderMine(role: PostOwnerRole) {
  return renderPage(<MyPostsPage role={role} />, { path: PATHS[role], role });
}

describe('MyPostsPage: lists', () => {
  it("shows the student's own requests, then 'Posts You've Joined' with Leave", async () => {
    serveMine(() => [
      own('student', { title: 'My maths request' }),
      makePost({
        title: 'Joined physics batch',
        owner_id: OTHER,
        interested_students: [{ _id: STUDENT._id, username: STUDENT.username }],
      }),
    ]);
    renderMine('student');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
    const mine = await screen.findByRole('article', { name: 'My maths request' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const joined = screen.getByRole('region', { name: "Posts You've Joined" });
    const card = within(joined).getByRole('article', { name: 'Joined physics batch' });
    expect(within(card).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(joined).queryByRole('article', { name: 'My maths request' })).not.toBeInTheDocument();
  });

  it('keeps the heading outline: the own posts sit in a section with an h2 before the cards’ h3s', async () => {
    serveMine(() => [own('teacher', { title: 'My physics batch' })]);
    renderMine('teacher');
    const section = await screen.findByRole('region', { name: 'Your Tuition Offers' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Your Tuition Offers' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'My physics batch' })).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
  });

  it("names the teacher's section 'Requests You're Interested In'", async () => {
    serveMine(() => [
      own('teacher', { title: 'My physics batch' }),
      makePost({
        title: 'A student request',
        owner_id: OTHER,
        owner_role: 'student',
        interested_teachers: [{ _id: TEACHER._id, username: TEACHER.username }],
      }),
    ]);
    renderMine('teacher');
    expect(await screen.findByRole('article', { name: 'My physics batch' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: "Requests You're Interested In" });
    expect(within(section).getByRole('article', { name: 'A student request' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Posts You've Joined" })).not.toBeInTheDocument();
  });

  it("shows the empty state with 'Create a post', which opens the create page", async () => {
    serveMine(() => []);
    const { user } = renderMine('teacher');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new tuition post')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Interested In|Joined/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a post' }));
    expect(await screen.findByText('Now at /teacher/tuitionpost')).toBeInTheDocument();
  });

  it("sends a student's 'Create a post' to the request form", async () => {
    serveMine(() => []);
    const { user } = renderMine('student');
    await user.click(await screen.findByRole('button', { name: 'Create a post' }));
    expect(await screen.findByText('Now at /student/tuitionrequest')).toBeInTheDocument();
  });
});

describe('MyPostsPage: Edit Tuition Post', () => {
  const post = () =>
    own('teacher', {
      _id: '55555555-5555-4555-8555-555555555555',
      title: 'HSC Physics batch',
      subtitle: 'Weekly tests',
      subject: 'Physics',
      class: '11',
      description: 'Mechanics and waves.',
    });

  function serveEdit() {
    let current = post();
    const puts: { id: string; body: unknown }[] = [];
    const loads = serveMine(() => [current]);
    apiServer.use(
      http.put(api('/post/update/:id'), async ({ params, request }) => {
        const body = (await request.json()) as Partial<Post>;
        puts.push({ id: params.id as string, body });
        current = { ...current, ...body };
        return HttpResponse.json(ok(current));
      }),
    );
    return { puts, loads };
  }

  async function openEdit(user: ReturnType<typeof renderMine>['user']) {
    const card = await screen.findByRole('article', { name: 'HSC Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    return screen.findByRole('dialog', { name: 'Edit Tuition Post' });
  }

  it('opens with the five fields filled in', async () => {
    serveEdit();
    const { user } = renderMine('teacher');
    const dialog = await openEdit(user);
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('HSC Physics batch');
    expect(within(dialog).getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Weekly tests');
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveValue('Physics');
    expect(within(dialog).getByRole('combobox', { name: /^Class/ })).toHaveValue('11');
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveValue('Mechanics and waves.');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('refuses a blank title with its message and sends nothing', async () => {
    const { puts } = serveEdit();
    const { user } = renderMine('teacher');
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(POST_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(puts).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Tuition Post' })).toBeInTheDocument();
  });

  it('saves the changes with PUT, closes and shows the updated post', async () => {
    const { puts, loads } = serveEdit();
    const { user } = renderMine('teacher');
    const dialog = await openEdit(user);
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'HSC Physics, new batch');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Class/ }), 'Class 12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      id: '55555555-5555-4555-8555-555555555555',
      body: {
        title: 'HSC Physics, new batch',
        subtitle: 'Weekly tests',
        subject: 'Physics',
        class: '12',
        description: 'Mechanics and waves.',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tuition Post' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'HSC Physics, new batch' })).toBeInTheDocument();
    expect(loads.count).toBe(2);
  });

  it("shows 'Failed to update post. Please try again.' and keeps the dialog when saving fails", async () => {
    serveMine(() => [post()]);
    apiServer.use(http.put(api('/post/update/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderMine('teacher');
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Subtitle/ }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update post. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Tuition Post' })).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const { puts } = serveEdit();
    const { user } = renderMine('teacher');
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tuition Post' })).toBeNull());
    expect(puts).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'HSC Physics batch' })).toBeInTheDocument();
  });

  it('closes on Escape without saving', async () => {
    const { puts } = serveEdit();
    const { user } = renderMine('teacher');
    await openEdit(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tuition Post' })).toBeNull());
    expect(puts).toHaveLength(0);
  });
});

describe('MyPostsPage: Delete', () => {
  function serveDelete({ fail = false } = {}) {
    let posts = [own('student', { title: 'Old request' })];
    const deletes: string[] = [];
    const loads = serveMine(() => posts);
    apiServer.use(
      http.delete(api('/post/delete/:id'), ({ params }) => {
        deletes.push(params.id as string);
        if (fail) return new HttpResponse(null, { status: 500 });
        posts = posts.filter((post) => post._id !== params.id);
        return HttpResponse.json(ok(null));
      }),
    );
    return { deletes, loads, id: posts[0]?._id };
  }

  it('asks first, and Cancel sends nothing', async () => {
    const { deletes } = serveDelete();
    const { user } = renderMine('student');
    const card = await screen.findByRole('article', { name: 'Old request' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Old request' })).toBeInTheDocument();
  });

  it('sends DELETE on confirm and the post leaves the list', async () => {
    const { deletes, id } = serveDelete();
    const { user } = renderMine('student');
    const card = await screen.findByRole('article', { name: 'Old request' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([id]));
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("toasts 'Failed to delete post. Please try again.' when the delete fails", async () => {
    const { deletes } = serveDelete({ fail: true });
    const { user } = renderMine('student');
    const card = await screen.findByRole('article', { name: 'Old request' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete post. Please try again.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    // the question stays, to try again or cancel; the post is still there
    const confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('article', { name: 'Old request' })).toBeInTheDocument();
  });
});

describe('MyPostsPage: Accept and Start Batch', () => {
  it("accepts an interested teacher on the student's request", async () => {
    const request = own('student', { title: 'Need a maths tutor', interested_teachers: [KARIM] });
    serveMine(() => [request]);
    const accepts: string[] = [];
    apiServer.use(
      http.post(api('/post/student/accept/:postId/:teacherId'), ({ params }) => {
        accepts.push(`${params.postId as string}/${params.teacherId as string}`);
        return HttpResponse.json(
          ok({
            _id: 'b-1',
            post_id: request._id,
            teacher_id: KARIM,
            owner_id: { _id: STUDENT._id, username: STUDENT.username },
            student_ids: [],
            subject: request.subject,
            class: request.class,
            title: request.title,
          }),
        );
      }),
    );
    const { user } = renderMine('student');
    const card = await screen.findByRole('article', { name: 'Need a maths tutor' });
    await user.click(within(card).getByRole('button', { name: 'Accept karim' }));
    await waitFor(() => expect(accepts).toEqual([`${request._id}/${KARIM._id}`]));
  });

  it("toasts 'Failed to accept teacher.' when accepting fails", async () => {
    serveMine(() => [own('student', { title: 'Need a maths tutor', interested_teachers: [KARIM] })]);
    apiServer.use(
      http.post(api('/post/student/accept/:postId/:teacherId'), () =>
        HttpResponse.json(failure(409, 'This post is no longer open'), { status: 409 }),
      ),
    );
    const { user } = renderMine('student');
    const card = await screen.findByRole('article', { name: 'Need a maths tutor' });
    await user.click(within(card).getByRole('button', { name: 'Accept karim' }));
    expect(await screen.findByText('Failed to accept teacher.')).toBeInTheDocument();
  });

  it('lets a teacher start a batch from a post with students, after confirming', async () => {
    const post = own('teacher', {
      title: 'Physics batch',
      is_batch: true,
      max_size: 10,
      interested_students: [
        { _id: 's-1', username: 'mim' },
        { _id: 's-2', username: 'tania' },
      ],
    });
    serveMine(() => [post, own('teacher', { title: 'Quiet post' })]);
    const starts: string[] = [];
    apiServer.use(
      http.post(api('/batch/teacher/create-batch/:postId'), ({ params }) => {
        starts.push(params.postId as string);
        return HttpResponse.json(
          ok({
            _id: 'b-2',
            post_id: post._id,
            teacher_id: { _id: TEACHER._id, username: TEACHER.username },
            owner_id: { _id: TEACHER._id, username: TEACHER.username },
            student_ids: post.interested_students,
            subject: post.subject,
            class: post.class,
            title: post.title,
          }),
          { status: 201 },
        );
      }),
    );
    const { user } = renderMine('teacher');
    const card = await screen.findByRole('article', { name: 'Physics batch' });
    // only a post with students can start a batch
    expect(
      within(screen.getByRole('article', { name: 'Quiet post' })).queryByRole('button', {
        name: 'Start Batch',
      }),
    ).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Start Batch' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('2 students');
    expect(starts).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Start Batch' }));
    await waitFor(() => expect(starts).toEqual([post._id]));
    expect(await screen.findByText('Batch started')).toBeInTheDocument();
  });

  it('sends no batch when the teacher cancels', async () => {
    serveMine(() => [
      own('teacher', { title: 'Physics batch', interested_students: [{ _id: 's-1', username: 'mim' }] }),
    ]);
    const starts: string[] = [];
    apiServer.use(
      http.post(api('/batch/teacher/create-batch/:postId'), ({ params }) => {
        starts.push(params.postId as string);
        return HttpResponse.json(ok(null), { status: 201 });
      }),
    );
    const { user } = renderMine('teacher');
    const card = await screen.findByRole('article', { name: 'Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Start Batch' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(starts).toHaveLength(0);
  });

  it('shows no Start Batch to a student', async () => {
    serveMine(() => [
      own('student', { title: 'Need a tutor', interested_students: [{ _id: 's-1', username: 'mim' }] }),
    ]);
    renderMine('student');
    const card = await screen.findByRole('article', { name: 'Need a tutor' });
    expect(within(card).queryByRole('button', { name: 'Start Batch' })).not.toBeInTheDocument();
  });
});
