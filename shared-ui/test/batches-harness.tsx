// Test harness for the batch screens: batch fixtures on top of the post screens' harness (msw, a signed-in
// user, a router), and a stub for window.open that records the tabs a click opened.
import type { Batch } from '@pathshala/shared-api/contract';
import { STUDENT, TEACHER } from './posts-harness';

export * from './posts-harness';

export const OTHER_STUDENT = { _id: '33333333-3333-4333-8333-333333333333', username: 'farhana' };
export const OUTSIDER = { _id: '55555555-5555-4555-8555-555555555555', username: 'outsider' };
export const STUDENT_REF = { _id: STUDENT._id, username: STUDENT.username };
export const TEACHER_REF = { _id: TEACHER._id, username: TEACHER.username };

let nextId = 1;
/** A batch owned and taught by TEACHER with STUDENT and OTHER_STUDENT; `overrides` change any field. */
export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  const id = `bbbbbbbb-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    _id: id,
    post_id: null,
    owner_id: TEACHER_REF,
    teacher_id: TEACHER_REF,
    student_ids: [STUDENT_REF, OTHER_STUDENT],
    subject: 'Physics',
    class: '10',
    weekly_schedule: ['Sunday', 'Tuesday'],
    time: '18:30',
    salary: 3000,
    time_to_pay: false,
    is_continuous: true,
    is_batch: true,
    max_size: 8,
    title: 'SSC Physics batch',
    subtitle: 'Evening classes',
    description: 'Mechanics and waves.',
    join_class_link: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface FakeTab {
  location: { href: string };
  opener: unknown;
  closed: boolean;
  close: jest.Mock;
}

/** Replaces window.open for this test file: each call returns a fake tab, recorded with its arguments. */
export function stubWindowOpen() {
  const calls: { args: unknown[]; tab: FakeTab }[] = [];
  const original = window.open;
  beforeEach(() => {
    calls.length = 0;
    window.open = jest.fn((...args: unknown[]) => {
      const tab: FakeTab = { location: { href: '' }, opener: window, closed: false, close: jest.fn() };
      tab.close.mockImplementation(() => {
        tab.closed = true;
      });
      calls.push({ args, tab });
      return tab as unknown as Window;
    }) as typeof window.open;
  });
  afterAll(() => {
    window.open = original;
  });
  return calls;
}
