import { Badge, Box, Button, Flex, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { BoardMessage } from '@pathshala/shared-api/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FiFlag, FiMessageSquare, FiTrash2 } from 'react-icons/fi';
import { useFormat } from '@pathshala/shared-ui';
import { EmptyState } from '../states/EmptyState';
import { QueryView, type QueryLike } from '../states/QueryView';
import { withToasts } from '../toast/withToasts';
import { useConfirmedDelete } from '../overlays/useConfirmedDelete';
import { useTuitionText } from '../posts/postText';
import { BoardComposer } from './BoardComposer';
import { useClassroomText } from './i18n';
import { LinkifiedText } from './LinkifiedText';
import { ReportMessageDialog } from './ReportMessageDialog';
import { useMarkReadWhileShown } from './useMarkReadWhileShown';

export interface BoardPanelProps {
  /** The messages loaded so far, oldest first (newest last). */
  messages: QueryLike<readonly BoardMessage[]>;
  /** Older messages remain (Load older). */
  hasOlder?: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
  /** The signed-in user: their own messages say so and cannot be reported. */
  viewerId?: string;
  /** Posts a message; rejects with the server's error. Without it there is no composer (an admin reads only). */
  onPost?: (body: string) => Promise<unknown>;
  /** Deletes one the viewer may (`can_delete`); rejects with the server's error. */
  onDelete: (message: BoardMessage) => Promise<unknown>;
  deleting?: boolean;
  /** Reports someone else's message to the admins with a reason; rejects with the server's error. */
  onReport?: (message: BoardMessage, reason: string) => Promise<unknown>;
  /** The viewer's unread messages on this board: while shown, it calls `onRead` to mark them read. */
  unreadMessages?: number;
  onRead?: () => void;
}

interface MessageItemProps {
  message: BoardMessage;
  own: boolean;
  onDelete: (message: BoardMessage) => void;
  onReport?: (message: BoardMessage) => void;
  busy: boolean;
}

function MessageItem({ message, own, onDelete, onReport, busy }: MessageItemProps) {
  const t = useClassroomText();
  const f = useFormat();
  const { username } = useTuitionText();
  const author = message.author ? username(message.author.username) : t('board.formerMember');
  return (
    <List.Item
      display="block"
      py="3"
      px={{ base: '3', sm: '4' }}
      rounded="md"
      bg={own ? 'brand.subtle' : 'bg.muted'}
    >
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <HStack gap="2" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {author}
          </Text>
          {own ? (
            <Badge size="sm" colorPalette="brand">
              {t('board.you')}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" asChild>
          <time dateTime={message.createdAt}>{f.dateTime(message.createdAt)}</time>
        </Text>
      </Flex>
      <LinkifiedText text={message.body} mt="1" />
      {message.can_delete || onReport ? (
        <HStack gap="1" justify="flex-end" mt="1">
          {onReport && !own && message.author ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onReport(message)}
              aria-label={t('board.reportFrom', { name: author })}
            >
              <FiFlag aria-hidden />
              {t('board.report')}
            </Button>
          ) : null}
          {message.can_delete ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={() => onDelete(message)}
              aria-label={t('board.deleteFrom', { name: author })}
            >
              <FiTrash2 aria-hidden />
              {t('board.delete')}
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </List.Item>
  );
}

/**
 * Keeps the newest message in view: at first, and when one arrives while the reader is at the bottom (or wrote
 * it). Loading older messages above keeps what the reader was looking at where it was.
 */
function useStickToBottom(messages: readonly BoardMessage[] | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string; last?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  const first = messages?.[0]?._id;
  const last = messages?.[messages.length - 1]?._id;
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const before = seen.current;
    if (before.first !== undefined && first !== before.first && last === before.last)
      box.scrollTop += box.scrollHeight - before.height;
    else if (last !== before.last && before.atBottom) box.scrollTop = box.scrollHeight;
    seen.current = { first, last, height: box.scrollHeight, atBottom: before.atBottom };
  }, [first, last]);
  const onScroll = () => {
    const box = ref.current;
    if (!box) return;
    seen.current.atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
    seen.current.height = box.scrollHeight;
  };
  const toBottom = () => {
    seen.current.atBottom = true;
  };
  return { ref, onScroll, toBottom };
}

/**
 * The Board tab: the batch's messages, newest last, each with its author and time (Dhaka), links clickable;
 * Load older above them; Delete (after asking) for its author and the teacher; Report for others' messages;
 * a composer beneath.
 */
export function BoardPanel({
  messages,
  hasOlder = false,
  onLoadOlder,
  loadingOlder = false,
  viewerId,
  onPost,
  onDelete,
  deleting = false,
  onReport,
  unreadMessages = 0,
  onRead,
}: BoardPanelProps) {
  const t = useClassroomText();
  const headingId = useId();
  const [reporting, setReporting] = useState<BoardMessage | null>(null);
  const scroll = useStickToBottom(messages.data);
  useMarkReadWhileShown(unreadMessages, messages.data, onRead);
  const remove = useConfirmedDelete<BoardMessage>({
    title: t('board.deleteHeading'),
    message: t('board.deleteQuestion'),
    deleted: t('board.deleted'),
    failed: t('board.deleteFailed'),
    destroy: onDelete,
    destroying: deleting,
  });

  const post = onPost
    ? (body: string) => {
        scroll.toBottom();
        return withToasts(onPost(body), { failure: t('composer.failed') });
      }
    : undefined;
  const report = (message: BoardMessage, reason: string) =>
    withToasts(onReport ? onReport(message, reason) : Promise.resolve(), {
      success: t('report.done'),
      failure: t('report.failed'),
    }).then(() => setReporting(null));

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {t('board.heading')}
        </Heading>
        <Text color="fg.muted">{t('board.intro')}</Text>
      </Stack>
      <QueryView
        query={messages}
        loadingLabel={t('board.loading')}
        errorMessage={t('board.failed')}
        empty={
          <EmptyState
            icon={FiMessageSquare}
            title={t('board.empty.title')}
            description={onPost ? t('board.empty.write') : t('board.empty.read')}
          />
        }
      >
        {(items) => (
          // Scrolls by keyboard too (focusable), named by the section's heading.
          <Box
            ref={scroll.ref}
            onScroll={scroll.onScroll}
            tabIndex={0}
            role="group"
            aria-labelledby={headingId}
            maxH={{ base: '60vh', md: '32rem' }}
            overflowY="auto"
            borderWidth="1px"
            rounded="lg"
            p={{ base: '2', sm: '3' }}
          >
            {hasOlder && onLoadOlder ? (
              <Flex justify="center" mb="3">
                <Button size="sm" variant="outline" onClick={onLoadOlder} loading={loadingOlder}>
                  {t('board.older')}
                </Button>
              </Flex>
            ) : null}
            <Box role="log" aria-live="polite" aria-relevant="additions" aria-label={t('board.messages')}>
              <List.Root variant="plain" gap="2">
                {items.map((message) => (
                  <MessageItem
                    key={message._id}
                    message={message}
                    own={viewerId !== undefined && message.author?._id === viewerId}
                    onDelete={remove.ask}
                    onReport={onReport ? setReporting : undefined}
                    busy={deleting}
                  />
                ))}
              </List.Root>
            </Box>
          </Box>
        )}
      </QueryView>
      {post ? <BoardComposer onPost={post} /> : null}
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} onReport={report} />
      {remove.dialog}
    </Stack>
  );
}
