import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/signed-in' entry: the signed-in top bar (the role's links, the bell,
 * the profile menu) and Try again.
 */
export const {
  useText: useSignedInText,
  Text: SignedInText,
  text: signedInText,
} = defineCatalog<typeof en>('ui.signed-in', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type SignedInKey = keyof typeof en;
