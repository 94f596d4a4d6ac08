import { Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FiAlertTriangle } from 'react-icons/fi';
import { useMessageText } from '../i18n/messages';
import { useUiText } from '../i18n/ui-catalog';

export interface ErrorViewProps {
  /** The heading (default 'Error'). */
  title?: string;
  /** What went wrong; a message of the API or the contract shows in the active language. */
  message: ReactNode;
  /** e.g. a Retry button or a link away. */
  action?: ReactNode;
}

/** A failed load: an alert with a heading, the message and an optional way forward. */
export function ErrorView({ title, message, action }: ErrorViewProps) {
  const t = useUiText();
  const messageText = useMessageText();
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
          {title ?? t('states.error')}
        </Heading>
        <Text color="fg">{typeof message === 'string' ? messageText(message) : message}</Text>
        {action}
      </VStack>
    </Center>
  );
}
