import { Card, Center, Heading, Icon, PageContainer, Stack } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';

export interface PaymentFrameProps {
  /** Green for a payment made, red for one that failed. */
  palette: 'green' | 'red';
  /** The icon's stroke path (24×24). */
  iconPath: string;
  /** The page's h1. */
  title: string;
  children: ReactNode;
}

const ICON_COLORS = {
  green: { bg: 'green.subtle', color: 'green.fg' },
  red: { bg: 'red.subtle', color: 'red.fg' },
} as const;

/** The payment result pages' card: a round icon, the heading, then what the page says. */
export function PaymentFrame({ palette, iconPath, title, children }: PaymentFrameProps) {
  return (
    <PageContainer>
      <Center py={{ base: '6', md: '12' }}>
        <Card.Root variant="elevated" maxW="lg" w="full" textAlign="center">
          <Card.Body>
            <Stack gap="4" align="center">
              <Center boxSize="16" rounded="full" {...ICON_COLORS[palette]}>
                <Icon boxSize="8" aria-hidden asChild>
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d={iconPath} strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </Icon>
              </Center>
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    </PageContainer>
  );
}
