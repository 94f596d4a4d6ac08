import { defineCatalog } from '@pathshala/shared-ui';
import { catalogs } from '../../loaders';
import type en from './locales/en.json';

/** The shell's texts of the sign-in pages: login, sign-up, forgotten and reset password: they load with these pages, never with the landing page. */
export const { useText, Text: ShellText, text } = defineCatalog<typeof en>('shell.auth', catalogs.auth);

/** A key of this catalogue, for tables that keep keys and translate where they are shown. */
export type ShellKey = keyof typeof en & string;
