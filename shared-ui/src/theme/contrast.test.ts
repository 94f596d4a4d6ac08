import { system } from './system';

// WCAG 2.1 AA 1.4.3: text needs a contrast ratio of at least 4.5:1 with its background. The semantic text
// colours the portal writes with must meet it on the backgrounds it writes them on, in both colour modes.

const TEXT = [
  'fg',
  'fg.muted',
  'fg.subtle',
  'fg.error',
  'fg.success',
  'fg.warning',
  'fg.info',
  'brand.fg',
  'accent.fg',
];
const BACKGROUNDS = ['bg', 'bg.panel', 'bg.subtle'];
const MODES = ['_light', '_dark'] as const;

/** A colour token's value in a colour mode, following references such as '{colors.red.400}'. */
function color(name: string, mode: (typeof MODES)[number]): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = String(conditions?.[mode] ?? conditions?.base ?? token.value);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference ? color(reference[1]!, mode) : value;
}

function luminance(hex: string): number {
  const named: Record<string, string> = { white: '#ffffff', black: '#000000' };
  const digits = (named[hex] ?? hex).replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.each(MODES)('text colours in %s mode', (mode) => {
  test.each(TEXT)('%s reads at 4.5:1 or more on the page, panel and subtle backgrounds', (text) => {
    const tooFaint = BACKGROUNDS.map((background) => ({
      background,
      ratio: Number(contrast(color(text, mode), color(background, mode)).toFixed(2)),
    })).filter(({ ratio }) => ratio < 4.5);
    expect(tooFaint).toEqual([]);
  });
});
