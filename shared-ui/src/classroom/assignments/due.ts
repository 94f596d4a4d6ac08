import type { Assignment } from '@pathshala/shared-api/contract';
import { dhakaDay } from '../../i18n/dhaka-calendar';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far off a due time is: minutes or hours within a day, else calendar days in Dhaka; or past. */
export type DueTiming =
  | { kind: 'past' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'tomorrow' }
  | { kind: 'days'; count: number };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

/** The due time `dueAt` as seen at `now`: 'due in 20 minutes', 'in 5 hours', 'tomorrow', 'in 3 days', past. */
export function dueTiming(dueAt: string, now: number = Date.now()): DueTiming {
  const due = Date.parse(dueAt);
  const left = due - now;
  if (!(left > 0)) return { kind: 'past' };
  if (left < HOUR) return { kind: 'minutes', count: Math.max(1, Math.ceil(left / MINUTE)) };
  if (left < DAY) return { kind: 'hours', count: Math.floor(left / HOUR) };
  const days = dayNumber(dhakaDay(due)) - dayNumber(dhakaDay(now));
  return days <= 1 ? { kind: 'tomorrow' } : { kind: 'days', count: days };
}

/** Past its due time: as the server said when it was loaded, or since then by this device's clock. */
export const isPastDue = (assignment: Pick<Assignment, 'due_at' | 'is_past_due'>, now: number = Date.now()) =>
  assignment.is_past_due || Date.parse(assignment.due_at) <= now;

/** A student's own state of an assignment. */
export type StudentAssignmentState = 'notSubmitted' | 'submitted' | 'late' | 'feedback';

export function studentState(assignment: Pick<Assignment, 'my_submission'>): StudentAssignmentState {
  const own = assignment.my_submission;
  if (!own) return 'notSubmitted';
  if (own.feedback_at !== null || own.feedback !== null || own.mark !== null) return 'feedback';
  return own.is_late ? 'late' : 'submitted';
}

/**
 * Whether the student may send work now: before the due time (a first submission or a replacement), or after
 * it only a first one (marked late); the server refuses a replacement after the due time.
 */
export const canSubmit = (
  assignment: Pick<Assignment, 'due_at' | 'is_past_due' | 'my_submission'>,
  now: number = Date.now(),
) => !isPastDue(assignment, now) || assignment.my_submission === null;
