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

const FACES = [
  { weight: '400', url: regular },
  { weight: '600', url: semibold },
  { weight: '700', url: bold },
] as const;

let registered = false;

export function registerBanglaFont(): void {
  if (registered) return;
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  registered = true;
  for (const { weight, url } of FACES) {
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

/** The same faces as a style sheet, for a page rendered ahead in Bangla to paint in them before any script runs. */
export function banglaFontFaceCss(): string {
  return FACES.map(
    ({ weight, url }) =>
      `@font-face{font-family:'${BANGLA_FONT_FAMILY}';src:url(${url}) format('woff2');font-weight:${weight};` +
      `font-style:normal;font-display:swap;unicode-range:${BENGALI_RANGE}}`,
  ).join('');
}
