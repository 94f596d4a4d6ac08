import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode/color-mode';
import { system } from './theme/system';
import { Toaster } from './toast/toaster';

/** The one design-system provider of the portal (the shell renders it; remotes never do). */
export function PathshalaProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
