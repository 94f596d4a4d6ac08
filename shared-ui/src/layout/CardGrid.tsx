import { Heading, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  /** Columns by breakpoint; one on a phone, up to three on a wide screen by default. */
  columns?: ComponentProps<typeof SimpleGrid>['columns'];
  /** True while the cards are being replaced (a new page of results). */
  busy?: boolean;
}

/** Cards side by side, as many as fit the screen. */
export function CardGrid({ children, columns = { base: 1, md: 2, xl: 3 }, busy }: CardGridProps) {
  return (
    <SimpleGrid columns={columns} gap="5" aria-busy={busy}>
      {children}
    </SimpleGrid>
  );
}

export interface CardSectionProps {
  title: string;
  /**
   * Keeps the heading for screen readers only, where the page heading just above says it to sighted people:
   * the section's h2 still keeps the outline h1 → h2 → h3 (the cards).
   */
  hideTitle?: boolean;
  children: ReactNode;
}

/** A titled section of cards. */
export function CardSection({ title, hideTitle = false, children }: CardSectionProps) {
  const id = useId();
  const heading = (
    <Heading as="h2" size="lg" id={id}>
      {title}
    </Heading>
  );
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      {hideTitle ? <VisuallyHidden asChild>{heading}</VisuallyHidden> : heading}
      <CardGrid>{children}</CardGrid>
    </Stack>
  );
}
