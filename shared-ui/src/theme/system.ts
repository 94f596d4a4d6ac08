import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { BANGLA_FONT_FAMILY } from '../i18n/bangla-font';
import { chakraTheme } from './chakra-theme';
import { accent, brand, colorTokens } from './palettes';

// System fonts for Latin text; Bengali script first meets the self-hosted Bangla face, which is registered only
// once Bangla is shown (i18n/bangla-font.ts) and covers only the Bengali block.
const fontStack = `"${BANGLA_FONT_FAMILY}", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`;

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
  },
  theme: {
    tokens: {
      colors: { brand: colorTokens(brand), accent: colorTokens(accent) },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        // Chakra's light-mode text colours for errors (red.500, 3.8:1 on white), success (green.600, 3.3:1),
        // warnings (orange.600, 3.6:1) and subtle text (gray.400, 2.6:1) fail WCAG AA's 4.5:1 for body text:
        // these darker ones reach 4.5:1 on white, bg.subtle and their status backgrounds (contrast.test.ts).
        // Chakra's red/green/orange.700 would be near-black, so the errors stay recognisably red.
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '#b91c1c', _dark: '{colors.red.400}' } },
          success: { value: { _light: '#15803d', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '#c2410c', _dark: '{colors.orange.300}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        accent: {
          solid: { value: '{colors.accent.400}' },
          contrast: { value: '#1F1300' },
          fg: { value: { _light: '{colors.accent.700}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          subtle: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          emphasized: { value: { _light: '{colors.accent.300}', _dark: '{colors.accent.700}' } },
          focusRing: { value: '{colors.accent.500}' },
          border: { value: { _light: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
        },
      },
      radii: {
        l1: { value: '0.25rem' },
        l2: { value: '0.5rem' },
        l3: { value: '0.75rem' },
      },
    },
  },
});

/** The Pathshala design system: Chakra's defaults plus the brand palette, fonts and radii. */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
