import { Badge, Button, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { BatchInvitation } from '@pathshala/shared-api/contract';
import { useId } from 'react';
import { FiCheck, FiX } from 'react-icons/fi';
import { useTuitionText } from '../posts/postText';
import { BatchFacts } from './BatchFacts';
import { batchTitle } from './batchText';
import { useBatchesText } from './i18n';

export interface BatchInvitationCardProps {
  invitation: BatchInvitation;
  onAccept: (invitation: BatchInvitation) => void;
  onDecline: (invitation: BatchInvitation) => void;
  /** The answer to this invitation in flight, if any: its button spins and both wait. */
  pending?: 'accept' | 'decline' | null;
}

/**
 * An invitation to a batch: who invited the viewer, to teach it or to join it, the batch's facts as its card
 * shows them (subject, class, time, salary, days), and Accept and Decline.
 */
export function BatchInvitationCard({
  invitation,
  onAccept,
  onDecline,
  pending = null,
}: BatchInvitationCardProps) {
  const t = useBatchesText();
  const { username } = useTuitionText();
  const headingId = useId();
  const { batch, role } = invitation;
  const inviter = username(invitation.invited_by.username);
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" h="full" size="sm">
      <Card.Header gap="2">
        <Flex justify="space-between" align="start" gap="3">
          <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere" minW="0">
            {batchTitle(batch)}
          </Heading>
          <Badge colorPalette="accent" variant="solid" flexShrink="0">
            {t('invitation.role', { role })}
          </Badge>
        </Flex>
        <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
          {t('invitation.offer', { role, name: inviter })}
        </Text>
      </Card.Header>
      <Card.Body>
        <BatchFacts batch={batch} />
      </Card.Body>
      <Card.Footer>
        <HStack gap="2" wrap="wrap" w="full" justify="flex-end">
          <Button
            size="sm"
            variant="outline"
            disabled={pending !== null}
            loading={pending === 'decline'}
            loadingText={t('invitation.declining')}
            onClick={() => onDecline(invitation)}
          >
            <FiX aria-hidden />
            {t('invitation.decline')}
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            variant="solid"
            disabled={pending !== null}
            loading={pending === 'accept'}
            loadingText={t('invitation.accepting')}
            onClick={() => onAccept(invitation)}
          >
            <FiCheck aria-hidden />
            {t('invitation.accept')}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
