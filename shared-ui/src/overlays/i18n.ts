import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/overlays' entry: the dialogs' Cancel, Close, Save Changes and
 * Delete.
 */
export const {
  useText: useOverlaysText,
  Text: OverlaysText,
  text: overlaysText,
} = defineCatalog<typeof en>('ui.overlays', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type OverlaysKey = keyof typeof en;
