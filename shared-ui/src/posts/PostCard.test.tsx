import type { Post } from '@pathshala/shared-api/contract';
import { act, screen, within } from '@testing-library/react';
import { makePost, STUDENT, TEACHER } from '@pathshala/shared-api/testing';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { PostCard, type PostCardProps } from './PostCard';

const OWNER = { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', username: 'owner' };
const VIEWER = { _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', username: 'viewer' };

function renderCard(post: Post, props: Omit<PostCardProps, 'post'> = {}) {
  const result = renderWithProviders(<PostCard post={post} {...props} />);
  return { ...result, card: screen.getByRole('article') };
}

/** The value shown under a detail's label ('Subject', 'Class'...). */
function detail(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('PostCard: what it shows', () => {
  it('shows every field of the post, named by its title', () => {
    const { card } = renderCard(
      makePost({
        title: 'HSC Physics batch',
        subtitle: 'Weekly tests and notes',
        subject: 'Physics',
        class: '9',
        time: '18:30',
        salary: 4500,
        weekly_schedule: ['Sunday', 'Tuesday', 'Thursday'],
        description: 'Mechanics and waves.',
      }),
    );
    expect(screen.getByRole('article', { name: 'HSC Physics batch' })).toBe(card);
    expect(within(card).getByRole('heading', { name: 'HSC Physics batch' })).toBeInTheDocument();
    expect(within(card).getByText('Weekly tests and notes')).toBeInTheDocument();
    expect(detail(card, 'Subject')).toBe('Physics');
    expect(detail(card, 'Class')).toBe('Class 9');
    expect(detail(card, 'Time')).toBe('6:30 PM');
    expect(detail(card, 'Salary')).toBe('৳4,500');
    expect(detail(card, 'Days')).toBe('Sunday, Tuesday, Thursday');
    expect(detail(card, 'Duration')).toBe('Fixed Period');
    expect(detail(card, 'Type')).toBe('Individual');
    expect(within(card).getByText('Mechanics and waves.')).toBeInTheDocument();
  });

  it('shows a small salary as ৳N and free-text times as written', () => {
    const { card } = renderCard(makePost({ salary: 800, time: 'After Maghrib', class: 'hons' }));
    expect(detail(card, 'Salary')).toBe('৳800');
    expect(detail(card, 'Time')).toBe('After Maghrib');
    expect(detail(card, 'Class')).toBe('Class Hons');
  });

  it('falls back to the SPEC §9 texts for missing values', () => {
    const { card } = renderCard(
      makePost({
        title: '',
        subtitle: '  ',
        subject: '',
        class: '',
        time: '',
        weekly_schedule: [],
        description: '',
        is_continuous: false,
        interested_students: [{ _id: 's-1', username: '' }],
      }),
    );
    expect(within(card).getByRole('heading', { name: 'Untitled Request' })).toBeInTheDocument();
    expect(within(card).getByText('No subtitle')).toBeInTheDocument();
    expect(detail(card, 'Subject')).toBe('Not specified');
    expect(detail(card, 'Class')).toBe('Not specified');
    expect(detail(card, 'Time')).toBe('Flexible');
    expect(detail(card, 'Days')).toBe('Flexible');
    expect(detail(card, 'Duration')).toBe('Fixed Period');
    // the description falls back too
    expect(within(card).getAllByText('Not specified')).toHaveLength(3);
  });

  it("shows 'Username not found' for an interested user without a username", async () => {
    const { user, card } = renderCard(makePost({ interested_students: [{ _id: 's-1', username: '' }] }));
    await user.click(within(card).getByRole('button', { name: /Interested Students \(1\)/ }));
    expect(within(card).getByRole('listitem')).toHaveTextContent('Username not found');
  });

  it("shows a Continuous badge and a 'Batch (N max)' badge only when they apply", () => {
    const { card, unmount } = renderCard(makePost({ is_continuous: true, is_batch: true, max_size: 8 }));
    expect(within(card).getByText('Continuous', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('Batch (8 max)')).toBeInTheDocument();
    expect(detail(card, 'Duration')).toBe('Continuous');
    expect(detail(card, 'Type')).toBe('Batch');
    unmount();

    const plain = renderCard(makePost({ is_continuous: false, is_batch: false, max_size: null })).card;
    expect(within(plain).queryByText('Continuous', { selector: 'span' })).not.toBeInTheDocument();
    expect(within(plain).queryByText(/^Batch \(/)).not.toBeInTheDocument();
  });

  it("shows 'N Interested' counting interested students and teachers, else 'Active'", () => {
    const { card, unmount } = renderCard(
      makePost({
        interested_students: [
          { _id: 's-1', username: 'mim' },
          { _id: 's-2', username: 'tania' },
        ],
        interested_teachers: [{ _id: 't-1', username: 'karim' }],
      }),
    );
    expect(within(card).getByText('3 Interested')).toBeInTheDocument();
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    unmount();

    const quiet = renderCard(makePost()).card;
    expect(within(quiet).getByText('Active')).toBeInTheDocument();
    expect(within(quiet).queryByText(/Interested$/)).not.toBeInTheDocument();
  });

  it("shows 'Matched' for a closed post", () => {
    const { card } = renderCard(
      makePost({ status: 'closed', interested_students: [{ _id: 's-1', username: 'mim' }] }),
    );
    expect(within(card).getByText('Matched')).toBeInTheDocument();
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    expect(within(card).queryByText('1 Interested')).not.toBeInTheDocument();
  });

  it('expands and collapses the interested lists, showing usernames', async () => {
    const { user, card } = renderCard(
      makePost({
        interested_students: [
          { _id: 's-1', username: 'mim' },
          { _id: 's-2', username: 'tania' },
        ],
        interested_teachers: [{ _id: 't-1', username: 'karim' }],
      }),
    );
    const students = within(card).getByRole('button', { name: /Interested Students \(2\)/ });
    const teachers = within(card).getByRole('button', { name: /Interested Teachers \(1\)/ });
    expect(students).toHaveAttribute('aria-expanded', 'false');
    expect(teachers).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('mim')).not.toBeInTheDocument();

    await user.click(students);
    expect(students).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(students.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['mim', 'tania']);
    expect(within(card).queryByText('karim')).not.toBeInTheDocument();

    await user.click(teachers);
    expect(teachers).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('karim')).toBeInTheDocument();

    await user.click(students);
    expect(students).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('mim')).not.toBeInTheDocument();
  });

  it('shows no interested list toggle when nobody is interested', () => {
    const { card } = renderCard(makePost());
    expect(within(card).queryByRole('button', { name: /Interested (Students|Teachers)/ })).toBeNull();
  });
});

describe('PostCard: where and how', () => {
  it('shows the place (area, district), the teaching modes and the medium', () => {
    const { card } = renderCard(
      makePost({
        division: 'dhaka',
        district: 'dhaka',
        area: 'dhanmondi',
        // Stored in any order, read in one: online, the student's home, the teacher's place.
        modes: ['student_home', 'online'],
        medium: 'english_version',
      }),
    );
    expect(detail(card, 'Location')).toBe('Dhanmondi, Dhaka');
    expect(detail(card, 'Teaching mode')).toBe("Online · At the student's home");
    expect(detail(card, 'Medium')).toBe('English version');
  });

  it('shows a district alone when no area is given, and the division alone when only it is', () => {
    const { card, unmount } = renderCard(
      makePost({ division: 'chattogram', district: 'coxs-bazar', area: null, modes: ['teacher_place'] }),
    );
    expect(detail(card, 'Location')).toBe("Cox's Bazar");
    expect(detail(card, 'Teaching mode')).toBe("At the teacher's place");
    unmount();
    expect(
      detail(renderCard(makePost({ division: 'sylhet', district: null, area: null })).card, 'Location'),
    ).toBe('Sylhet');
  });

  it("shows a request's wish for a male or female tutor, never on a teacher's post", () => {
    const { card, unmount } = renderCard(
      makePost({ owner_role: 'student', preferred_tutor_gender: 'female' }),
    );
    expect(within(card).getByText('Prefers a female tutor')).toBeInTheDocument();
    unmount();
    const male = renderCard(makePost({ owner_role: 'student', preferred_tutor_gender: 'male' }));
    expect(within(male.card).getByText('Prefers a male tutor')).toBeInTheDocument();
    male.unmount();
    const either = renderCard(makePost({ owner_role: 'student', preferred_tutor_gender: null }));
    expect(within(either.card).queryByText(/^Prefers/)).not.toBeInTheDocument();
    either.unmount();
    const offer = renderCard(makePost({ owner_role: 'teacher', preferred_tutor_gender: 'male' }));
    expect(within(offer.card).queryByText(/^Prefers/)).not.toBeInTheDocument();
  });

  it('shows nothing of where and how for an older post that has none (an online-only one has no place)', () => {
    const { card, unmount } = renderCard(
      makePost({ division: null, district: null, area: null, modes: [], medium: null }),
    );
    for (const label of ['Location', 'Teaching mode', 'Medium'])
      expect(within(card).queryByText(label, { selector: 'dt' })).not.toBeInTheDocument();
    // no fallback text either
    expect(within(card).queryByText('Not specified')).not.toBeInTheDocument();
    unmount();

    const online = renderCard(
      makePost({ division: null, district: null, area: null, modes: ['online'] }),
    ).card;
    expect(within(online).queryByText('Location', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail(online, 'Teaching mode')).toBe('Online');
  });
});

describe('PostCard: Edit and Delete', () => {
  it('shows Edit and Delete to the owner when the screen gives handlers, and calls back with the post', async () => {
    const post = makePost({ owner_id: OWNER });
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderCard(post, { viewerId: OWNER._id, onEdit, onDelete });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(post);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(post);
  });

  it('hides Edit and Delete from anyone but the owner', () => {
    renderCard(makePost({ owner_id: OWNER }), {
      viewerId: VIEWER._id,
      onEdit: jest.fn(),
      onDelete: jest.fn(),
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('hides Edit and Delete from a viewer who is not known', () => {
    renderCard(makePost({ owner_id: OWNER }), { onEdit: jest.fn(), onDelete: jest.fn() });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('hides Edit and Delete from the owner when the screen does not enable them', () => {
    renderCard(makePost({ owner_id: OWNER }), { viewerId: OWNER._id });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows only the handler the screen gives', () => {
    renderCard(makePost({ owner_id: OWNER }), { viewerId: OWNER._id, onDelete: jest.fn() });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('PostCard: Accept', () => {
  const teachers = [
    { _id: 't-1', username: 'karim' },
    { _id: 't-2', username: 'salma' },
  ];
  const request = (overrides: Partial<Post> = {}) =>
    makePost({
      owner_id: OWNER,
      owner_role: 'student',
      interested_teachers: teachers,
      ...overrides,
    });

  it("shows one Accept per interested teacher on the owner's open request, calling back with that teacher", async () => {
    const post = request();
    const onAccept = jest.fn();
    const { user } = renderCard(post, { viewerId: OWNER._id, onAccept });
    // the teachers' list is open so Accept can be seen at once
    expect(screen.getByRole('button', { name: /Interested Teachers \(2\)/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('button', { name: /^Accept/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Accept salma' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledWith(post, teachers[1]);
  });

  it('shows no Accept to someone else', () => {
    renderCard(request(), { viewerId: VIEWER._id, onAccept: jest.fn() });
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it("shows no Accept on a teacher's post", async () => {
    const { user } = renderCard(request({ owner_role: 'teacher' }), {
      viewerId: OWNER._id,
      onAccept: jest.fn(),
    });
    await user.click(screen.getByRole('button', { name: /Interested Teachers/ }));
    expect(screen.getByText('karim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('shows no Accept on a closed request', async () => {
    const { user } = renderCard(request({ status: 'closed' }), { viewerId: OWNER._id, onAccept: jest.fn() });
    await user.click(screen.getByRole('button', { name: /Interested Teachers/ }));
    expect(screen.getByText('karim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('shows no Accept without a handler', async () => {
    const { user } = renderCard(request(), { viewerId: OWNER._id });
    await user.click(screen.getByRole('button', { name: /Interested Teachers/ }));
    expect(screen.getByText('karim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });
});

describe('PostCard: Join and Leave', () => {
  const handlers = () => ({ onJoin: jest.fn(), onLeave: jest.fn() });

  it('shows Join (and no Leave) to a viewer who is neither owner nor interested', async () => {
    const post = makePost({ owner_id: OWNER });
    const { onJoin, onLeave } = handlers();
    const { user } = renderCard(post, { viewerId: STUDENT._id, onJoin, onLeave });
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledWith(post);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('shows Leave (and no Join) to an interested student', async () => {
    const post = makePost({
      owner_id: OWNER,
      interested_students: [{ _id: STUDENT._id, username: STUDENT.username }],
    });
    const { onJoin, onLeave } = handlers();
    const { user } = renderCard(post, { viewerId: STUDENT._id, onJoin, onLeave });
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onLeave).toHaveBeenCalledWith(post);
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('shows Leave to an interested teacher', () => {
    renderCard(
      makePost({
        owner_id: OWNER,
        owner_role: 'student',
        interested_teachers: [{ _id: TEACHER._id, username: TEACHER.username }],
      }),
      { viewerId: TEACHER._id, ...handlers() },
    );
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('shows neither on your own post', () => {
    renderCard(makePost({ owner_id: OWNER }), { viewerId: OWNER._id, ...handlers() });
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });

  it('shows neither without handlers', () => {
    renderCard(makePost({ owner_id: OWNER }), { viewerId: STUDENT._id });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows neither on a closed post', () => {
    renderCard(makePost({ owner_id: OWNER, status: 'closed' }), { viewerId: STUDENT._id, ...handlers() });
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });
});

describe("PostCard: the teacher's toggle", () => {
  it("shows 'Show Interest', not pressed, calling onJoin", async () => {
    const post = makePost({ owner_id: OWNER, owner_role: 'student' });
    const onJoin = jest.fn();
    const onLeave = jest.fn();
    const { user } = renderCard(post, { viewerId: TEACHER._id, onJoin, onLeave, interestStyle: 'toggle' });
    const toggle = screen.getByRole('button', { name: 'Show Interest' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(onJoin).toHaveBeenCalledWith(post);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it("shows 'Interested', pressed, calling onLeave", async () => {
    const post = makePost({
      owner_id: OWNER,
      owner_role: 'student',
      interested_teachers: [{ _id: TEACHER._id, username: TEACHER.username }],
    });
    const onJoin = jest.fn();
    const onLeave = jest.fn();
    const { user } = renderCard(post, { viewerId: TEACHER._id, onJoin, onLeave, interestStyle: 'toggle' });
    const toggle = screen.getByRole('button', { name: 'Interested' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(onLeave).toHaveBeenCalledWith(post);
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('shows no toggle on your own post', () => {
    renderCard(makePost({ owner_id: OWNER }), {
      viewerId: OWNER._id,
      onJoin: jest.fn(),
      onLeave: jest.fn(),
      interestStyle: 'toggle',
    });
    expect(screen.queryByRole('button', { name: /Show Interest|^Interested$/ })).not.toBeInTheDocument();
  });
});

describe('PostCard: busy', () => {
  it("disables the owner's buttons and Accept while an action runs", () => {
    renderCard(
      makePost({
        owner_id: OWNER,
        owner_role: 'student',
        interested_teachers: [{ _id: 't-1', username: 'karim' }],
      }),
      { viewerId: OWNER._id, onEdit: jest.fn(), onDelete: jest.fn(), onAccept: jest.fn(), busy: true },
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept karim' })).toBeDisabled();
  });

  it('disables Join, Leave and the toggle while an action runs', () => {
    const { unmount } = renderCard(makePost({ owner_id: OWNER }), {
      viewerId: STUDENT._id,
      onJoin: jest.fn(),
      onLeave: jest.fn(),
      busy: true,
    });
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    unmount();

    const interested = makePost({
      owner_id: OWNER,
      interested_students: [{ _id: STUDENT._id, username: STUDENT.username }],
    });
    const second = renderCard(interested, {
      viewerId: STUDENT._id,
      onJoin: jest.fn(),
      onLeave: jest.fn(),
      busy: true,
    });
    expect(screen.getByRole('button', { name: 'Leave' })).toBeDisabled();
    second.unmount();

    renderCard(makePost({ owner_id: OWNER }), {
      viewerId: TEACHER._id,
      onJoin: jest.fn(),
      onLeave: jest.fn(),
      interestStyle: 'toggle',
      busy: true,
    });
    expect(screen.getByRole('button', { name: 'Show Interest' })).toBeDisabled();
  });

  it('leaves the buttons enabled when not busy', () => {
    renderCard(makePost({ owner_id: OWNER }), {
      viewerId: OWNER._id,
      onEdit: jest.fn(),
      onDelete: jest.fn(),
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

describe('PostCard in Bangla', () => {
  it('shows the salary in taka with Bangla digits, the time as people say it, and every label in Bangla', async () => {
    await act(() => setLanguage('bn'));
    const { card } = renderCard(
      makePost({
        class: '9',
        time: '18:30',
        salary: 4500,
        weekly_schedule: ['Sunday', 'Tuesday'],
        is_continuous: true,
        is_batch: true,
        max_size: 8,
        interested_students: [{ _id: 's-1', username: 'mim' }],
        interested_teachers: [{ _id: 't-1', username: '' }],
      }),
    );
    expect(detail(card, 'বেতন')).toBe('৳৪,৫০০');
    expect(detail(card, 'সময়')).toBe('সন্ধ্যা ৬:৩০');
    expect(detail(card, 'শ্রেণি')).toBe('নবম শ্রেণি');
    expect(detail(card, 'দিন')).toBe('রবিবার, মঙ্গলবার');
    expect(detail(card, 'বিষয়')).toBe('Physics');
    expect(detail(card, 'মেয়াদ')).toBe('চলমান');
    expect(detail(card, 'ধরন')).toBe('ব্যাচ');
    expect(within(card).getByText('২ জন আগ্রহী')).toBeInTheDocument();
    expect(within(card).getByText('ব্যাচ (সর্বোচ্চ ৮ জন)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '▸ আগ্রহী শিক্ষার্থী (১)' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '▸ আগ্রহী শিক্ষক (১)' })).toBeInTheDocument();
  });

  it("falls back to the SPEC §9 texts in Bangla, and names the owner's and the viewer's buttons in Bangla", async () => {
    await act(() => setLanguage('bn'));
    const owner = makePost({ owner_id: OWNER, title: '', subtitle: '', time: '', weekly_schedule: [] });
    const { card, unmount } = renderCard(owner, {
      viewerId: OWNER._id,
      onEdit: jest.fn(),
      onDelete: jest.fn(),
    });
    expect(within(card).getByRole('heading', { name: 'শিরোনামহীন অনুরোধ' })).toBeInTheDocument();
    expect(within(card).getByText('উপশিরোনাম নেই')).toBeInTheDocument();
    expect(detail(card, 'সময়')).toBe('সুবিধামতো');
    expect(detail(card, 'দিন')).toBe('সুবিধামতো');
    expect(within(card).getByText('সক্রিয়')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'সম্পাদনা' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'মুছুন' })).toBeInTheDocument();
    unmount();

    const other = renderCard(makePost({ owner_id: OWNER }), {
      viewerId: VIEWER._id,
      onJoin: jest.fn(),
      interestStyle: 'toggle',
    }).card;
    expect(within(other).getByRole('button', { name: 'আগ্রহ দেখান' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows where and how in Bangla, the places by their Bangla names', async () => {
    await act(() => setLanguage('bn'));
    const { card } = renderCard(
      makePost({
        owner_role: 'student',
        division: 'dhaka',
        district: 'dhaka',
        area: 'dhanmondi',
        modes: ['online', 'student_home', 'teacher_place'],
        medium: 'bangla',
        preferred_tutor_gender: 'female',
      }),
    );
    expect(detail(card, 'এলাকা')).toBe('ধানমন্ডি, ঢাকা');
    expect(detail(card, 'পড়ানোর ধরন')).toBe('অনলাইন · শিক্ষার্থীর বাসায় · শিক্ষকের বাসায়');
    expect(detail(card, 'মাধ্যম')).toBe('বাংলা মাধ্যম');
    expect(within(card).getByText('মহিলা গৃহশিক্ষক পছন্দ')).toBeInTheDocument();
  });

  it('switches a card shown in English to Bangla at once', async () => {
    const { card } = renderCard(makePost({ salary: 5000 }));
    expect(detail(card, 'Salary')).toBe('৳5,000');
    await act(() => setLanguage('bn'));
    expect(detail(card, 'বেতন')).toBe('৳৫,০০০');
  });
});
