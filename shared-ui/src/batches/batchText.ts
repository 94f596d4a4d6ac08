import type { Batch } from '@pathshala/shared-api/contract';
import { orFallback } from '../posts/postText';

export { classLabel, daysLabel, orFallback, salaryLabel, timeLabel, FALLBACK } from '../posts/postText';

/** A batch made from a post carries its title; one made by hand may have none: its subject stands in. */
export const batchTitle = (batch: Pick<Batch, 'title' | 'subject'>) =>
  orFallback(batch.title, orFallback(batch.subject, 'Untitled Batch'));

/** SPEC §7: the payment amount is the batch salary, 5000 when it is missing. */
export const DEFAULT_PAYMENT_AMOUNT = 5000;

/** SPEC §7: the product name is built from the teacher's username and the subject. */
export const productName = (batch: Pick<Batch, 'teacher_id' | 'subject'>) =>
  [batch.teacher_id?.username, batch.subject].filter(Boolean).join(' - ') || 'Tuition';

export const studentCount = (count: number) => `${count} ${count === 1 ? 'Student' : 'Students'}`;
