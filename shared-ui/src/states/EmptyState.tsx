import { Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import type { ElementType, ReactNode } from 'react';
import { FiInbox } from 'react-icons/fi';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** An icon component, e.g. FiInbox from react-icons (the default). */
  icon?: ElementType;
}

/** Nothing to show yet: an icon, a heading, a hint and an optional action. */
export function EmptyState({ title, description, action, icon = FiInbox }: EmptyStateProps) {
  return (
    <Center py="12" px="4">
      <VStack gap="3" maxW="md" textAlign="center">
        <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg">
          <Icon as={icon} boxSize="6" aria-hidden />
        </Center>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        {action}
      </VStack>
    </Center>
  );
}
