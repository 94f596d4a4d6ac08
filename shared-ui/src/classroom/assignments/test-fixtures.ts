// Contract-shaped assignments and submissions for this folder's component tests only (not exported).
import type { Assignment, ClassroomFile, Submission, UserRef } from '@pathshala/shared-api/contract';

let next = 1;
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(next++).padStart(12, '0')}`;

export const NUSRAT: UserRef = { _id: '11111111-1111-4111-8111-111111111111', username: 'nusrat' };
export const FARHANA: UserRef = { _id: '33333333-3333-4333-8333-333333333333', username: 'farhana' };

export function testFile(overrides: Partial<ClassroomFile> = {}): ClassroomFile {
  return {
    name: 'worksheet.pdf',
    type: 'application/pdf',
    size: 2.5 * 1024 * 1024,
    url: '/api/v1/batch-files/sealed-token',
    ...overrides,
  };
}

/** Due Saturday 28 Nov 2026, 6:30 PM in Dhaka; nothing submitted yet. */
export function testAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: id('aaaaaaaa'),
    batch_id: 'bbbbbbbb-0000-4000-8000-000000000001',
    title: 'Newton’s laws worksheet',
    instructions: 'Answer questions 1 to 5.\nShow your working.',
    due_at: '2026-11-28T12:30:00.000Z',
    total_marks: 10,
    file: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    is_past_due: false,
    my_submission: null,
    submitted_count: null,
    student_count: null,
    ...overrides,
  };
}

export function testSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    _id: id('cccccccc'),
    assignment_id: 'aaaaaaaa-0000-4000-8000-000000000001',
    student: NUSRAT,
    text: 'F = ma, so a = 2 m/s².',
    file: null,
    submitted_at: '2026-11-25T14:00:00.000Z',
    is_late: false,
    feedback: null,
    mark: null,
    feedback_at: null,
    ...overrides,
  };
}

/** A failed call as the API client rejects it: the status and the error envelope on `response`. */
export const failedCall = (status: number, message: string, errors?: Record<string, string>) =>
  Object.assign(new Error('Request failed'), { response: { status, data: { message, errors } } });

/** A file of `size` bytes. */
export const fileOf = (name: string, type: string, size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
