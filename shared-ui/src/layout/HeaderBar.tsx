import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The sticky, translucent bar both headers sit in; `panel` opens below the bar (the phone menu). */
export function HeaderBar({ children, panel }: { children: ReactNode; panel?: ReactNode }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" gap={{ base: '2', md: '4' }}>
          {children}
        </Flex>
        {panel}
      </Container>
    </Box>
  );
}
