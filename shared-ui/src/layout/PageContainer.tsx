import { Container } from '@chakra-ui/react';
import type { ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageContainerProps {
  children: ReactNode;
  /** Maximum content width (default '7xl', the header's width). */
  maxW?: ContainerProps['maxW'];
}

/** The page body: the same side padding and width as the header, and vertical breathing room. */
export function PageContainer({ children, maxW = '7xl' }: PageContainerProps) {
  return (
    <Container maxW={maxW} px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      {children}
    </Container>
  );
}
