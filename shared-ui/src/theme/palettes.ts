/**
 * Brand colours. `brand` is a deep teal-green (trust, learning); `accent` a warm saffron for calls to action.
 * Shades were checked for WCAG AA: brand.600/700 and accent.700 carry white text, accent.300/400 carry
 * near-black text, and brand.300 reads on the dark canvas.
 */
export const brand = {
  50: '#EAF7F4',
  100: '#CDEDE5',
  200: '#9DDACB',
  300: '#63C1AC',
  400: '#32A28B',
  500: '#16846F',
  600: '#0E6B5A',
  700: '#0C574A',
  800: '#0B463D',
  900: '#0A3A33',
  950: '#05211D',
} as const;

export const accent = {
  50: '#FFF8EB',
  100: '#FEEBC8',
  200: '#FCD68C',
  300: '#FABC4E',
  400: '#F7A21F',
  500: '#E8870B',
  600: '#C76806',
  700: '#A04C09',
  800: '#823C0F',
  900: '#6B3210',
  950: '#3E1804',
} as const;

type Scale = Record<keyof typeof brand, string>;

export function colorTokens(scale: Scale) {
  return Object.fromEntries(Object.entries(scale).map(([shade, value]) => [shade, { value }]));
}
