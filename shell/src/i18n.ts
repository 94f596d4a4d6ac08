import { defineCatalog } from '@pathshala/shared-ui';
import { catalogs } from './loaders';
import type en from './locales/en.json';

/**
 * The shell's texts that the landing page and the frame show (English: the spec's words; Bangla): the landing
 * page, the route error page, a remote's fallback. The sign-in pages (pages/auth), About (pages/public) and the
 * signed-in pages (account/) have catalogues of their own, loaded with them.
 */
export const { useText, Text: ShellText, text } = defineCatalog<typeof en>('shell', catalogs.shell);

/** A key of the shell's catalogue, for tables that keep keys and translate where they are shown. */
export type ShellKey = keyof typeof en & string;
