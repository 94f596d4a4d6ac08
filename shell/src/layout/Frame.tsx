import { Box, Flex, Footer, LoadingView, Outlet } from '@pathshala/shared-ui';
import { Suspense, type ReactNode } from 'react';

/** Header, the page in a main landmark, footer: the frame of every page, signed in or not. */
export function Frame({ header }: { header: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      {header}
      <Box as="main" id="main-content" flex="1" display="flex" flexDirection="column">
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
