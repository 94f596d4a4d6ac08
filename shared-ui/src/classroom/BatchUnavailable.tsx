import { Button, Center, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { FiLock } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { useClassroomText } from './i18n';

export interface BatchUnavailableProps {
  /** Why, as the server said it (not a member, no such batch). */
  message: string;
  /** Where 'Your batches' goes back to, e.g. '/student/batches'. */
  backTo: string;
}

/**
 * A batch page the server refused (403, 404): the page's h1 says so, the server's reason follows, and the way
 * back to the user's own batches. Trying again cannot help, so it is not offered.
 */
export function BatchUnavailable({ message, backTo }: BatchUnavailableProps) {
  const t = useClassroomText();
  return (
    <Center py="12" px="4">
      <VStack gap="3" maxW="md" textAlign="center">
        <Center boxSize="14" rounded="full" bg="bg.muted" color="fg.muted">
          <Icon as={FiLock} boxSize="6" aria-hidden />
        </Center>
        <Heading as="h1" size="lg">
          {t('unavailable.title')}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={backTo}>{t('heading.back')}</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
