import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode/color-mode';
import { i18n } from './i18n/catalogs';
import { system } from './theme/system';
import { Toaster } from './toast/toaster';

/**
 * The one design-system provider of the portal (the shell renders it; remotes never do). Renders nothing until
 * a language is active (the shell's start-up sets one before the first render).
 */
export function PathshalaProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          {children}
          <Toaster />
        </ColorModeProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
