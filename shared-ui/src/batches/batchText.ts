import type { Batch } from '@pathshala/shared-api/contract';
import { orFallback } from '../posts/postText';
import { batchesText } from './i18n';

/**
 * A batch made from a post carries its title; one made by hand may have none: its subject stands in, else
 * 'Untitled Batch' in the active language (read when called, so a toast raised later reads right too).
 */
export const batchTitle = (batch: Pick<Batch, 'title' | 'subject'>) =>
  orFallback(batch.title, orFallback(batch.subject, batchesText('fallback.untitledBatch')));

/** SPEC §7: the payment amount is the batch salary, 5000 when it is missing. */
export const DEFAULT_PAYMENT_AMOUNT = 5000;

/**
 * SPEC §7: the product name is built from the teacher's username and the subject. It is data sent to the
 * payment API (which names the product itself), not a text shown here, so it is not translated.
 */
export const productName = (batch: Pick<Batch, 'teacher_id' | 'subject'>) =>
  [batch.teacher_id?.username, batch.subject].filter(Boolean).join(' - ') || 'Tuition';
