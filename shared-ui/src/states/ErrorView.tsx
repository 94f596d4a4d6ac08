import { Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FiAlertTriangle } from 'react-icons/fi';

export interface ErrorViewProps {
  title?: string;
  message: ReactNode;
  /** e.g. a Retry button or a link away. */
  action?: ReactNode;
}

/** A failed load: an alert with a heading, the message and an optional way forward. */
export function ErrorView({ title = 'Error', message, action }: ErrorViewProps) {
  return (
    <Center py="12" px="4">
      <VStack
        role="alert"
        gap="3"
        maxW="md"
        w="full"
        textAlign="center"
        p={{ base: '6', md: '8' }}
        borderWidth="1px"
        borderColor="border.error"
        bg="bg.error"
        rounded="l3"
      >
        <Icon as={FiAlertTriangle} boxSize="8" color="fg.error" aria-hidden />
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg">{message}</Text>
        {action}
      </VStack>
    </Center>
  );
}
