import { CLASS_OPTIONS, type Post } from '@pathshala/shared-api/contract';

/** SPEC §9 fallback texts. */
export const FALLBACK = {
  title: 'Untitled Request',
  subtitle: 'No subtitle',
  notSpecified: 'Not specified',
  flexible: 'Flexible',
  username: 'Username not found',
} as const;

const present = (text: string | null | undefined): text is string => Boolean(text?.trim());

export const orFallback = (text: string | null | undefined, fallback: string) =>
  present(text) ? text : fallback;

/** 'Class 7', 'Class Hons'; any other stored value as it is. */
export function classLabel(value: string | null | undefined): string {
  if (!present(value)) return FALLBACK.notSpecified;
  return CLASS_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

const taka = new Intl.NumberFormat('en-US');

/** '5,000 BDT'. */
export const salaryLabel = (salary: number) => `${taka.format(salary)} BDT`;

export const daysLabel = (days: readonly string[]) => (days.length ? days.join(', ') : FALLBACK.flexible);

/** SPEC §9: the Duration label comes from is_continuous, the type label from is_batch. */
export const durationLabel = (post: Pick<Post, 'is_continuous'>) =>
  post.is_continuous ? 'Continuous' : 'Fixed Period';
export const typeLabel = (post: Pick<Post, 'is_batch'>) => (post.is_batch ? 'Batch' : 'Individual');

/** Everyone who showed interest, students and teachers: what the card's count badge counts. */
export const interestCount = (post: Pick<Post, 'interested_students' | 'interested_teachers'>) =>
  post.interested_students.length + post.interested_teachers.length;

export const isInterested = (
  post: Pick<Post, 'interested_students' | 'interested_teachers'>,
  userId: string | undefined,
) =>
  userId !== undefined &&
  [...post.interested_students, ...post.interested_teachers].some((user) => user._id === userId);

/** '18:30' (a time input's value) reads '6:30 PM'; free text such as 'After Maghrib' stays as written. */
export function timeLabel(time: string | null | undefined): string {
  if (!present(time)) return FALLBACK.flexible;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}
