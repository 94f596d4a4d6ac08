// The apps type-check this file as part of their own programs, which do not include shared-ui's declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
// The Bengali font, self-hosted (no outside CDN) and registered only once Bangla is shown: an English reader
// never downloads it. Registering a face costs nothing; the browser fetches a weight when a glyph needs it.
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2';
import semibold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2';

/** The family the theme names after its Latin fonts. */
export const BANGLA_FONT_FAMILY = 'Noto Sans Bengali';

// Bengali block, plus the marks and punctuation it is written with (fontsource's own range).
const BENGALI_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

let registered = false;

export function registerBanglaFont(): void {
  if (registered) return;
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  registered = true;
  for (const [weight, url] of [
    ['400', regular],
    ['600', semibold],
    ['700', bold],
  ] as const) {
    document.fonts.add(
      new FontFace(BANGLA_FONT_FAMILY, `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: BENGALI_RANGE,
      }),
    );
  }
}
