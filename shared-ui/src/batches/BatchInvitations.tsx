import { Heading, Stack } from '@chakra-ui/react';
import type { BatchInvitation, UserRef } from '@pathshala/shared-api/contract';
import { useId } from 'react';
import { errorMessage } from '@pathshala/shared-api/contract/errors';
import { CardSection } from '../layout/CardGrid';
import type { QueryLike } from '../states/QueryView';
import { LoadError } from '../states/LoadError';
import { runWithToasts } from '../toast/withToasts';
import { BatchInvitationCard } from './BatchInvitationCard';
import { batchTitle } from './batchText';
import { batchesText, useBatchesText } from './i18n';

export interface BatchInvitationsProps {
  /** The viewer's pending invitations, as their query loads them. */
  invitations: QueryLike<readonly BatchInvitation[]>;
  /** The calls that answer (the app's data hooks); each rejects with the server's error. */
  accept: (invitation: BatchInvitation) => Promise<unknown>;
  decline: (invitation: BatchInvitation) => Promise<unknown>;
  /** The answer in flight, if any. */
  pending: { invitationId: string; answer: 'accept' | 'decline' } | null;
}

/**
 * The 'Invitations' section of a Batches page: the batches the viewer was named in, each with Accept and
 * Decline, and toasts that say how an answer went (a full batch, say). Nothing shows while they load or when
 * there are none; a failed load says so with Try again.
 */
export function BatchInvitations({ invitations, accept, decline, pending }: BatchInvitationsProps) {
  const t = useBatchesText();
  const headingId = useId();
  if (invitations.isError)
    return (
      <Stack as="section" gap="4" aria-labelledby={headingId}>
        <Heading as="h2" size="lg" id={headingId}>
          {t('invitations.heading')}
        </Heading>
        <LoadError
          message={errorMessage(invitations.error, t('invitations.failed'))}
          onRetry={() => void invitations.refetch()}
        />
      </Stack>
    );
  const pendingOnes = invitations.data ?? [];
  if (pendingOnes.length === 0) return null;

  const answerAccept = (invitation: BatchInvitation) =>
    runWithToasts(accept(invitation), {
      success: t('invitations.accepted', { role: invitation.role, batch: batchTitle(invitation.batch) }),
      failure: t('invitations.acceptFailed'),
    });
  const answerDecline = (invitation: BatchInvitation) =>
    runWithToasts(decline(invitation), {
      success: t('invitations.declined', { batch: batchTitle(invitation.batch) }),
      failure: t('invitations.declineFailed'),
    });

  return (
    <CardSection title={t('invitations.heading')}>
      {pendingOnes.map((invitation) => (
        <BatchInvitationCard
          key={invitation._id}
          invitation={invitation}
          onAccept={answerAccept}
          onDecline={answerDecline}
          pending={pending?.invitationId === invitation._id ? pending.answer : null}
        />
      ))}
    </CardSection>
  );
}

/**
 * The owner's withdrawal of an invitation (`withdraw`, the app's call), and the toast that says how it went.
 */
export function withdrawInvitation(withdraw: Promise<unknown>, invitee: UserRef): void {
  runWithToasts(withdraw, {
    success: batchesText('invitations.withdrawn', { name: invitee.username }),
    failure: batchesText('invitations.withdrawFailed'),
  });
}
