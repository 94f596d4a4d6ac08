import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/batches' entry: the batch card, the Add New Batch and Edit Batch
 * dialogs, the batch sections and the payments.
 */
export const {
  useText: useBatchesText,
  Text: BatchesText,
  text: batchesText,
} = defineCatalog<typeof en>('ui.batches', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type BatchesKey = keyof typeof en;
