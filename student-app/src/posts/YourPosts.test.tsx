import type { Post } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makePost,
  ok,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, renderRoutes } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { YourPosts } from './YourPosts';

const server = setupApiServer();
afterEach(clearToasts);

const PATH = '/student/posts';
const OTHER = { _id: '33333333-3333-4333-8333-333333333333', username: 'other' };
const KARIM = { _id: '44444444-4444-4444-8444-444444444444', username: 'karim' };

/** A request of the signed-in student's own. */
const own = (overrides: Partial<Post> = {}) =>
  makePost({ owner_id: userRef(STUDENT), owner_role: 'student', ...overrides });

/** GET /post/posts answers with `posts()` each time; returns how many times it was asked. */
function serveMine(posts: () => Post[]) {
  const loads = { count: 0 };
  server.use(
    http.get(api('/post/posts'), () => {
      loads.count += 1;
      return HttpResponse.json(ok(posts()));
    }),
  );
  return loads;
}

/** Your Tuition Posts, the student signed in; other paths show "Now at <path>". */
function renderMine() {
  return renderRoutes({ [PATH]: <YourPosts /> }, { route: PATH, wrapper: withQueryClient(signIn(STUDENT)) });
}

describe('Your Tuition Posts: lists', () => {
  it("shows the student's own requests, then 'Posts You've Joined' with Leave", async () => {
    serveMine(() => [
      own({ title: 'My maths request' }),
      makePost({
        title: 'Joined physics batch',
        owner_id: OTHER,
        interested_students: [userRef(STUDENT)],
      }),
    ]);
    renderMine();
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
    serveMine(() => [own({ title: 'My maths request' })]);
    renderMine();
    const section = await screen.findByRole('region', { name: 'Your Tuition Requests' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Your Tuition Requests' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'My maths request' })).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
  });

  it('shows a loading state first', async () => {
    server.use(
      http.get(api('/post/posts'), async () => {
        await delay(200);
        return HttpResponse.json(ok([own({ title: 'My maths request' })]));
      }),
    );
    renderMine();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your posts...');
    expect(await screen.findByRole('article', { name: 'My maths request' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your posts...')).not.toBeInTheDocument();
  });

  it("shows the empty state with 'Create a post', which opens the request form", async () => {
    serveMine(() => []);
    const { user } = renderMine();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new tuition post')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Interested In|Joined/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a post' }));
    expect(await screen.findByText('Now at /student/tuitionrequest')).toBeInTheDocument();
  });

  it('shows the joined posts under the empty state when the student has no request of their own', async () => {
    serveMine(() => [
      makePost({ title: 'Joined physics batch', owner_id: OTHER, interested_students: [userRef(STUDENT)] }),
    ]);
    renderMine();
    const joined = await screen.findByRole('region', { name: "Posts You've Joined" });
    expect(within(joined).getByRole('article', { name: 'Joined physics batch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows an error view with Try again, which loads again', async () => {
    let fail = true;
    server.use(
      http.get(api('/post/posts'), () =>
        fail
          ? HttpResponse.json(failure(403, 'You cannot see these posts'), { status: 403 })
          : HttpResponse.json(ok([own({ title: 'My maths request' })])),
      ),
    );
    const { user } = renderMine();
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('You cannot see these posts');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'My maths request' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load posts. Please try again later.' when the failure has no message", async () => {
    server.use(http.get(api('/post/posts'), () => new HttpResponse(null, { status: 500 })));
    renderMine();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'Failed to load posts. Please try again later.',
    );
  });
});

describe('Your Tuition Posts: Edit Tuition Post', () => {
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
    server.use(
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
    expect(screen.getByText('Post updated')).toBeInTheDocument();
    expect(loads.count).toBe(2);
  });
});

describe('Your Tuition Posts: Delete', () => {
  function serveDelete() {
    let posts = [own({ title: 'Old request' })];
    const deletes: string[] = [];
    const loads = serveMine(() => posts);
    server.use(
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
    const card = await screen.findByRole('article', { name: 'Old request' });
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

describe('Your Tuition Posts: Accept', () => {
  it("accepts an interested teacher on the student's request", async () => {
    const request = own({ title: 'Need a maths tutor', interested_teachers: [KARIM] });
    serveMine(() => [request]);
    const accepts: string[] = [];
    server.use(
      http.post(api('/post/student/accept/:postId/:teacherId'), ({ params }) => {
        accepts.push(`${params.postId as string}/${params.teacherId as string}`);
        return HttpResponse.json(
          ok({
            _id: 'b-1',
            post_id: request._id,
            teacher_id: KARIM,
            owner_id: userRef(STUDENT),
            student_ids: [],
            subject: request.subject,
            class: request.class,
            title: request.title,
          }),
        );
      }),
    );
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Need a maths tutor' });
    await user.click(within(card).getByRole('button', { name: 'Accept karim' }));
    await waitFor(() => expect(accepts).toEqual([`${request._id}/${KARIM._id}`]));
    expect(await screen.findByText('Teacher accepted')).toBeInTheDocument();
    expect(
      screen.getByText('karim will teach "Need a maths tutor". Your batch is ready.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to accept teacher.' when accepting fails", async () => {
    serveMine(() => [own({ title: 'Need a maths tutor', interested_teachers: [KARIM] })]);
    server.use(
      http.post(api('/post/student/accept/:postId/:teacherId'), () =>
        HttpResponse.json(failure(409, 'This post is no longer open'), { status: 409 }),
      ),
    );
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Need a maths tutor' });
    await user.click(within(card).getByRole('button', { name: 'Accept karim' }));
    expect(await screen.findByText('Failed to accept teacher.')).toBeInTheDocument();
    expect(screen.getByText('This post is no longer open')).toBeInTheDocument();
  });

  it('shows no Start Batch to a student', async () => {
    serveMine(() => [own({ title: 'Need a tutor', interested_students: [{ _id: 's-1', username: 'mim' }] })]);
    renderMine();
    const card = await screen.findByRole('article', { name: 'Need a tutor' });
    expect(within(card).queryByRole('button', { name: 'Start Batch' })).not.toBeInTheDocument();
  });
});

describe("Your Tuition Posts: Leave a post you've joined", () => {
  it('retracts as a student and the post leaves the list', async () => {
    let joined = true;
    const post = makePost({ title: 'Joined physics batch', owner_id: OTHER });
    serveMine(() => (joined ? [{ ...post, interested_students: [userRef(STUDENT)] }] : []));
    const calls: string[] = [];
    server.use(
      http.delete(api('/post/:role/retract/:postId'), ({ params }) => {
        calls.push(`DELETE ${params.role as string} retract ${params.postId as string}`);
        joined = false;
        return HttpResponse.json(ok({ ...post, interested_students: [] }));
      }),
    );
    const { user } = renderMine();
    const card = await screen.findByRole('article', { name: 'Joined physics batch' });
    await user.click(within(card).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(calls).toEqual([`DELETE student retract ${post._id}`]));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: "Posts You've Joined" })).not.toBeInTheDocument(),
    );
  });
});

describe('Your Tuition Posts in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it("shows the heading, the empty state and 'Create a post' in Bangla", async () => {
    serveMine(() => [
      makePost({ title: 'Joined physics batch', owner_id: OTHER, interested_students: [userRef(STUDENT)] }),
    ]);
    const { user } = renderMine();
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার টিউশন পোস্ট' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এখনো কোনো পোস্ট নেই' })).toBeInTheDocument();
    expect(screen.getByText('নতুন একটি টিউশন পোস্ট তৈরি করে শুরু করুন')).toBeInTheDocument();
    const joined = screen.getByRole('region', { name: 'যেসব পোস্টে যোগ দিয়েছেন' });
    expect(within(joined).getByRole('article', { name: 'Joined physics batch' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পোস্ট তৈরি করুন' }));
    expect(await screen.findByText('Now at /student/tuitionrequest')).toBeInTheDocument();
  });

  it('says loading failed in Bangla when the failure has no message', async () => {
    server.use(http.get(api('/post/posts'), () => new HttpResponse(null, { status: 500 })));
    renderMine();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'পোস্ট লোড করা যায়নি। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    );
  });
});
