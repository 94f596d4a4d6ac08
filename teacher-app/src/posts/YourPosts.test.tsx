import type { Post } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makePost,
  ok,
  OTHER_STUDENT,
  setupApiServer,
  signIn,
  TEACHER,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { YourPosts } from './YourPosts';

const apiServer = setupApiServer();
afterEach(clearToasts);

const PATH = '/teacher/posts';

/** A post of the teacher's own; `overrides` change any field. */
const own = (overrides: Partial<Post> = {}) =>
  makePost({ owner_id: userRef(TEACHER), owner_role: 'teacher', ...overrides });

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

/** The page at /teacher/posts, the teacher signed in; any other path shows "Now at <path>". */
const renderMine = () =>
  renderRoutes({ [PATH]: <YourPosts /> }, { route: PATH, wrapper: withQueryClient(signIn(TEACHER)) });

describe('YourPosts: lists', () => {
  it("shows the teacher's own offers, then 'Requests You're Interested In' with Leave", async () => {
    serveMine(() => [
      own({ title: 'My physics batch' }),
      makePost({
        title: 'A student request',
        owner_id: OTHER_STUDENT,
        owner_role: 'student',
        interested_teachers: [userRef(TEACHER)],
      }),
    ]);
    renderMine();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
    expect(
      screen.getByText('Your tuition offers, and the student requests you showed interest in.'),
    ).toBeInTheDocument();
    const mine = await screen.findByRole('article', { name: 'My physics batch' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const interested = screen.getByRole('region', { name: "Requests You're Interested In" });
    const card = within(interested).getByRole('article', { name: 'A student request' });
    expect(within(card).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(interested).queryByRole('article', { name: 'My physics batch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Posts You've Joined" })).not.toBeInTheDocument();
  });

  it('keeps the heading outline: the own posts sit in a section with an h2 before the cards’ h3s', async () => {
    serveMine(() => [own({ title: 'My physics batch' })]);
    renderMine();
    const section = await screen.findByRole('region', { name: 'Your Tuition Offers' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Your Tuition Offers' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'My physics batch' })).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
  });

  it("shows the empty state with 'Create a post', which opens the create page", async () => {
    serveMine(() => []);
    const { user } = renderMine();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new tuition post')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Interested In|Joined/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a post' }));
    expect(await screen.findByText('Now at /teacher/tuitionpost')).toBeInTheDocument();
  });

  it("shows 'Loading your posts...', then an error with Try again, which loads again", async () => {
    let fail = true;
    apiServer.use(
      http.get(api('/post/posts'), () =>
        fail
          ? HttpResponse.json(failure(403, 'Your account is suspended'), { status: 403 })
          : HttpResponse.json(ok([own({ title: 'My physics batch' })])),
      ),
    );
    const { user } = renderMine();
    expect(screen.getByText('Loading your posts...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is suspended');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'My physics batch' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('YourPosts: Edit Tuition Post', () => {
  const post = () =>
    own({
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

  it('saves the changes with PUT, closes and shows the updated post', async () => {
    const { puts, loads } = serveEdit();
    const { user } = renderMine();
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
    expect(screen.getByText('Post updated')).toBeInTheDocument();
  });
});

describe('YourPosts: Delete', () => {
  function serveDelete() {
    let posts = [own({ title: 'Old offer' })];
    const deletes: string[] = [];
    const loads = serveMine(() => posts);
    apiServer.use(
      http.delete(api('/post/delete/:id'), ({ params }) => {
        deletes.push(params.id as string);
        posts = posts.filter((post) => post._id !== params.id);
        return HttpResponse.json(ok(null));
      }),
    );
    return { deletes, loads, id: posts[0]?._id };
  }

  it('sends DELETE on confirm and the post leaves the list', async () => {
    const { deletes, id } = serveDelete();
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Old offer' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this post?');
    expect(deletes).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([id]));
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Post deleted')).toBeInTheDocument();
  });
});

describe('YourPosts: Start Batch', () => {
  it('lets a teacher start a batch from a post with students, after confirming', async () => {
    const post = own({
      title: 'Physics batch',
      is_batch: true,
      max_size: 10,
      interested_students: [
        { _id: 's-1', username: 'mim' },
        { _id: 's-2', username: 'tania' },
      ],
    });
    serveMine(() => [post, own({ title: 'Quiet post' })]);
    const starts: string[] = [];
    apiServer.use(
      http.post(api('/batch/teacher/create-batch/:postId'), ({ params }) => {
        starts.push(params.postId as string);
        return HttpResponse.json(
          ok({
            _id: 'b-2',
            post_id: post._id,
            teacher_id: userRef(TEACHER),
            owner_id: userRef(TEACHER),
            student_ids: post.interested_students,
            subject: post.subject,
            class: post.class,
            title: post.title,
          }),
          { status: 201 },
        );
      }),
    );
    const { user } = renderMine();
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
    expect(screen.getByText('2 students joined "Physics batch".')).toBeInTheDocument();
  });

  it('sends no batch when the teacher cancels', async () => {
    serveMine(() => [
      own({ title: 'Physics batch', interested_students: [{ _id: 's-1', username: 'mim' }] }),
    ]);
    const starts: string[] = [];
    apiServer.use(
      http.post(api('/batch/teacher/create-batch/:postId'), ({ params }) => {
        starts.push(params.postId as string);
        return HttpResponse.json(ok(null), { status: 201 });
      }),
    );
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Start Batch' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(starts).toHaveLength(0);
  });

  it("toasts 'Failed to start the batch' with the server's reason, and keeps the question", async () => {
    serveMine(() => [
      own({ title: 'Physics batch', interested_students: [{ _id: 's-1', username: 'mim' }] }),
    ]);
    apiServer.use(
      http.post(api('/batch/teacher/create-batch/:postId'), () =>
        HttpResponse.json(failure(409, 'This post is no longer open'), { status: 409 }),
      ),
    );
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Start Batch' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('1 student who joined');
    await user.click(within(confirm).getByRole('button', { name: 'Start Batch' }));
    expect(await screen.findByText('Failed to start the batch')).toBeInTheDocument();
    expect(screen.getByText('This post is no longer open')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('YourPosts in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it("shows the heading, the empty state and 'Create a post' in Bangla", async () => {
    serveMine(() => []);
    const { user } = renderMine();
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার টিউশন পোস্ট' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এখনো কোনো পোস্ট নেই' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পোস্ট তৈরি করুন' }));
    expect(await screen.findByText('Now at /teacher/tuitionpost')).toBeInTheDocument();
  });

  it('asks before starting a batch and says it started, counting the students in Bangla', async () => {
    const post = own({
      title: 'Physics batch',
      interested_students: [
        { _id: 's-1', username: 'mim' },
        { _id: 's-2', username: 'tania' },
      ],
    });
    serveMine(() => [post]);
    apiServer.use(
      http.post(api('/batch/teacher/create-batch/:postId'), () =>
        HttpResponse.json(
          ok({
            _id: 'b-2',
            post_id: post._id,
            teacher_id: userRef(TEACHER),
            owner_id: userRef(TEACHER),
            student_ids: post.interested_students,
            subject: post.subject,
            class: post.class,
            title: post.title,
          }),
          { status: 201 },
        ),
      ),
    );
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Physics batch' });
    await user.click(within(card).getByRole('button', { name: 'ব্যাচ শুরু করুন' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'যোগ দেওয়া ২ জন শিক্ষার্থী নিয়ে এখনই ব্যাচ শুরু করবেন? পোস্টটিতে আর নতুন শিক্ষার্থী যোগ দিতে পারবে না।',
    );
    await user.click(within(confirm).getByRole('button', { name: 'ব্যাচ শুরু করুন' }));
    expect(await screen.findByText('ব্যাচ শুরু হয়েছে')).toBeInTheDocument();
    expect(screen.getByText('“Physics batch”-এ ২ জন শিক্ষার্থী যোগ দিয়েছে।')).toBeInTheDocument();
  });
});
