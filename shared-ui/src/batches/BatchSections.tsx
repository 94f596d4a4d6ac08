import { Stack } from '@chakra-ui/react';
import type { Batch } from '@pathshala/shared-api/contract';
import type { ReactNode } from 'react';
import { CardSection } from '../layout/CardGrid';
import { useBatchesText } from './i18n';

export interface BatchSectionsProps {
  batches: readonly Batch[];
  /** The signed-in user. */
  viewerId: string;
  /** One batch's card, with the actions the viewer's app gives it. */
  card: (batch: Batch) => ReactNode;
}

/** The batches the viewer owns ('Your Batches'), then those they are part of ('Batches You're Part Of'). */
export function BatchSections({ batches, viewerId, card }: BatchSectionsProps) {
  const t = useBatchesText();
  const own = batches.filter((batch) => batch.owner_id._id === viewerId);
  const partOf = batches.filter((batch) => batch.owner_id._id !== viewerId);
  return (
    <Stack gap="10">
      {own.length > 0 ? <CardSection title={t('sections.own')}>{own.map(card)}</CardSection> : null}
      {partOf.length > 0 ? <CardSection title={t('sections.partOf')}>{partOf.map(card)}</CardSection> : null}
    </Stack>
  );
}
