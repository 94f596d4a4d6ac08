import type { Batch } from '@pathshala/shared-api/contract';
import { toaster } from '@pathshala/shared-ui';
import { text } from '../i18n';

/**
 * Join class, from a batch's card or a class in the schedule: the stored link in a new tab, or SPEC §8's 'No
 * class link available.' (in the reader's language). A module of its own so that the schedule loads no batch
 * screen's code with it.
 */
export function joinClass(batch: Pick<Batch, 'join_class_link'>): void {
  if (!batch.join_class_link) {
    toaster.error({ title: text('batchActions.noClassLink') });
    return;
  }
  window.open(batch.join_class_link, '_blank', 'noopener,noreferrer');
}
