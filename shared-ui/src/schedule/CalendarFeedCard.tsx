import { Button, Card, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { CalendarFeed } from '@pathshala/shared-api/contract';
import { useId, useRef, useState } from 'react';
import { FiCalendar, FiCopy, FiRefreshCw } from 'react-icons/fi';
import { toaster } from '@pathshala/shared-ui';
import { FormField } from '../form/FormField';
import { ConfirmDialog } from '../overlays/ConfirmDialog';
import { QueryView, type QueryLike } from '../states/QueryView';
import { withToasts } from '../toast/withToasts';
import { useScheduleText } from './i18n';

export interface CalendarFeedCardProps {
  /** The viewer's subscription link, as the page loads it. */
  feed: QueryLike<CalendarFeed>;
  /** Replaces the link (asked first; a toast says how it went, with the server's reason on failure). */
  onRotate: () => Promise<unknown>;
  /** Replacing is on its way. */
  rotating: boolean;
}

/**
 * The viewer's private calendar link: to copy into a calendar app, or open there at once (webcal:), and to
 * replace after asking (the old link stops working).
 */
export function CalendarFeedCard({ feed, onRotate, rotating }: CalendarFeedCardProps) {
  const t = useScheduleText();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {t('feed.heading')}
        </Heading>
        <Text color="fg.muted">{t('feed.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <QueryView query={feed} loadingLabel={t('feed.loading')} errorMessage={t('feed.failed')}>
          {(link) => <FeedLink feed={link} onReplace={() => setConfirming(true)} rotating={rotating} />}
        </QueryView>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('feed.replaceHeading')}
        message={t('feed.replaceQuestion')}
        confirmLabel={t('feed.replace')}
        onConfirm={() =>
          withToasts(onRotate(), { success: t('feed.replaced'), failure: t('feed.replaceFailed') }).then(
            () => setConfirming(false),
            () => undefined,
          )
        }
        onCancel={() => setConfirming(false)}
        busy={rotating}
      />
    </Card.Root>
  );
}

function FeedLink({
  feed,
  onReplace,
  rotating,
}: {
  feed: CalendarFeed;
  onReplace: () => void;
  rotating: boolean;
}) {
  const t = useScheduleText();
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(feed.url);
      toaster.success({ title: t('feed.copied') });
    } catch {
      // No clipboard (an old browser, a refused permission): the link is selected to copy by hand.
      inputRef.current?.select();
      toaster.error({ title: t('feed.copyFailed') });
    }
  }

  return (
    <Stack gap="4">
      <FormField label={t('feed.link')} helperText={t('feed.private')}>
        <Input
          ref={inputRef}
          readOnly
          value={feed.url}
          fontFamily="mono"
          fontSize="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      </FormField>
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={copy}>
          <FiCopy aria-hidden />
          {t('feed.copy')}
        </Button>
        <Button asChild variant="outline" type={undefined}>
          <Link href={feed.webcal_url} textDecoration="none">
            <FiCalendar aria-hidden />
            {t('feed.open')}
          </Link>
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onReplace} disabled={rotating}>
          <FiRefreshCw aria-hidden />
          {t('feed.replace')}
        </Button>
      </HStack>
    </Stack>
  );
}
