import {
  flattenNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadCount,
} from '@pathshala/shared-api';
import type { NotificationItem } from '@pathshala/shared-api/contract';
import {
  Badge,
  Box,
  Button,
  chakra,
  EmptyState,
  ErrorView,
  FiArrowLeft,
  Flex,
  Heading,
  HStack,
  IconButton,
  LoadingView,
  PageContainer,
  Stack,
  Text,
  toaster,
  useNavigate,
  VisuallyHidden,
} from '@pathshala/shared-ui';
import { useId, useState } from 'react';

export const NOTIFICATION_TEXTS = {
  title: 'New Message',
  empty: 'No notifications found.',
  loadFailed: 'Failed to load notifications.',
  deleteFailed: 'Failed to delete the notification. Please try again.',
  markAllFailed: 'Failed to mark the notifications as read. Please try again.',
} as const;

/** The notification's time in the reader's own time zone and format. */
function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** The item's body is a button: opening it shows the whole message and marks it read. */
const ItemButton = chakra('button');

function NotificationRow({ item }: { item: NotificationItem }) {
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const unread = !item.isRead;

  function openItem() {
    setOpen((current) => !current);
    // Reading it is enough: a failed call leaves it unread, and the next open tries again.
    if (unread && !markRead.isPending) markRead.mutate(item._id);
  }

  function deleteItem() {
    remove.mutate(item._id, {
      onError: () => void toaster.error({ title: NOTIFICATION_TEXTS.deleteFailed }),
    });
  }

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={unread ? 'brand.muted' : 'border'}
      bg={unread ? 'bg.panel' : 'bg.muted'}
      rounded="l2"
      shadow={unread ? 'xs' : undefined}
    >
      <Flex gap="2" align="flex-start" p={{ base: '3', md: '4' }}>
        <ItemButton
          type="button"
          flex="1"
          minW="0"
          textAlign="start"
          rounded="l1"
          cursor="pointer"
          aria-expanded={open}
          onClick={openItem}
          focusVisibleRing="outside"
        >
          <HStack gap="2" align="center">
            {unread ? (
              <>
                <Box boxSize="2.5" flexShrink={0} rounded="full" bg="brand.solid" aria-hidden />
                <VisuallyHidden>Unread: </VisuallyHidden>
              </>
            ) : null}
            <Text as="span" fontWeight={unread ? 'bold' : 'semibold'}>
              {NOTIFICATION_TEXTS.title}
            </Text>
          </HStack>
          <Text
            id={messageId}
            mt="1"
            color={unread ? 'fg' : 'fg.muted'}
            wordBreak="break-word"
            lineClamp={open ? undefined : 2}
          >
            {item.message}
          </Text>
          <Text asChild display="block" mt="1" fontSize="sm" color="fg.muted">
            <time dateTime={item.createdAt}>{localTime(item.createdAt)}</time>
          </Text>
        </ItemButton>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          flexShrink={0}
          aria-describedby={messageId}
          loading={remove.isPending}
          loadingText="Deleting..."
          onClick={deleteItem}
        >
          Delete
        </Button>
      </Flex>
    </Box>
  );
}

/** /notification: the caller's notifications, newest first (SPEC §2 Notifications). */
export default function Notifications() {
  const navigate = useNavigate();
  const list = useNotifications();
  const { data: unreadCount = 0 } = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const items = flattenNotifications(list.data);

  function markAllRead() {
    markAll.mutate(undefined, {
      onError: () => void toaster.error({ title: NOTIFICATION_TEXTS.markAllFailed }),
    });
  }

  let content;
  if (list.isPending) {
    content = <LoadingView label="Loading notifications..." />;
  } else if (list.isError && items.length === 0) {
    content = (
      <ErrorView
        message={NOTIFICATION_TEXTS.loadFailed}
        action={
          <Button colorPalette="brand" onClick={() => void list.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = <EmptyState title={NOTIFICATION_TEXTS.empty} />;
  } else {
    content = (
      <Stack gap="4">
        <Stack as="ul" gap="3" aria-label="Notifications" m="0" p="0">
          {items.map((item) => (
            <NotificationRow key={item._id} item={item} />
          ))}
        </Stack>
        {list.hasNextPage ? (
          <Button
            alignSelf="center"
            variant="outline"
            loading={list.isFetchingNextPage}
            loadingText="Loading..."
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        ) : null}
        {list.isFetchNextPageError ? (
          <Text role="alert" textAlign="center" color="fg.error">
            {NOTIFICATION_TEXTS.loadFailed}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageContainer maxW="3xl">
      <Flex wrap="wrap" gap="3" align="center" justify="space-between" mb="6">
        <HStack gap="2" minW="0">
          <IconButton aria-label="Back" variant="ghost" size="sm" onClick={() => navigate(-1)}>
            <FiArrowLeft aria-hidden />
          </IconButton>
          <Heading as="h1" size="xl">
            Notifications
          </Heading>
          <Badge colorPalette={unreadCount > 0 ? 'red' : 'gray'} variant="solid" rounded="full" px="2">
            {unreadCount} unread
          </Badge>
        </HStack>
        {items.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="brand"
            disabled={unreadCount === 0 && items.every((item) => item.isRead)}
            loading={markAll.isPending}
            onClick={markAllRead}
          >
            Mark all as read
          </Button>
        ) : null}
      </Flex>
      {content}
    </PageContainer>
  );
}
