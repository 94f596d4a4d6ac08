import { Card, Center, Heading, Icon, PageContainer, Stack } from '@pathshala/shared-ui';
import type { ReactNode } from 'react';

/** The icons of the payment pages (24×24 stroke paths). */
export const PAYMENT_ICONS = {
  check: 'M20 6 9 17l-5-5',
  cross: 'M18 6 6 18M6 6l12 12',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  search: 'M21 21l-4.35-4.35M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16',
} as const;

export interface PaymentFrameProps {
  /** Green for a payment made, orange for one not settled yet or held, red for one that failed, gray for none. */
  palette: 'green' | 'orange' | 'red' | 'gray';
  icon: keyof typeof PAYMENT_ICONS;
  /** The page's h1. */
  title: string;
  children: ReactNode;
}

const ICON_COLORS = {
  green: { bg: 'green.subtle', color: 'green.fg' },
  orange: { bg: 'orange.subtle', color: 'orange.fg' },
  red: { bg: 'red.subtle', color: 'red.fg' },
  gray: { bg: 'gray.subtle', color: 'gray.fg' },
} as const;

/** The payment result pages' card: a round icon, the heading, then what the page says. */
export function PaymentFrame({ palette, icon, title, children }: PaymentFrameProps) {
  return (
    <PageContainer>
      <Center py={{ base: '6', md: '12' }}>
        <Card.Root variant="elevated" maxW="lg" w="full" textAlign="center">
          <Card.Body>
            <Stack gap="4" align="center">
              <Center boxSize="16" rounded="full" {...ICON_COLORS[palette]}>
                <Icon boxSize="8" aria-hidden asChild>
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d={PAYMENT_ICONS[icon]} strokeLinecap="round" strokeLinejoin="round" />
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
