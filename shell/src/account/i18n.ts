import { defineCatalog } from '@pathshala/shared-ui';
import { catalogs } from '../loaders';
import type en from './locales/en.json';

/**
 * The texts of the signed-in pages the shell owns (English: the spec's words; Bangla): notifications, profile,
 * payment results, a teacher's reports and reviews. Loaded with the first of those pages, never on the public ones.
 */
export const {
  useText: useAccountText,
  Text: AccountText,
  text: accountText,
} = defineCatalog<typeof en>('shell.account', catalogs.account);

/** A key of the account pages' catalogue, for tables that keep keys and translate where they are shown. */
export type AccountKey = keyof typeof en & string;
