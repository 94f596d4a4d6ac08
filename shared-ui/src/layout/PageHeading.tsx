import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  intro: ReactNode;
  /** The page's main action (e.g. New Batch): beside the heading, under it on a phone. */
  action?: ReactNode;
}

/** A page's h1 with its one-line introduction under it. */
export function PageHeading({ title, intro, action }: PageHeadingProps) {
  const heading = (
    <Stack gap="1">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
  if (!action) return heading;
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', sm: 'end' }}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
    >
      {heading}
      {action}
    </Flex>
  );
}
