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
  useFormat,
  useNavigate,
  VisuallyHidden,
} from '@pathshala/shared-ui';
import { useId, useState } from 'react';
import { accountText, useAccountText } from '../../account/i18n';

/** Unread items stand out on the panel; read ones sit on the grey background. */
const ROW_LOOK = {
  unread: {
    borderColor: 'brand.muted',
    bg: 'bg.panel',
    shadow: 'xs',
    titleWeight: 'bold',
    messageColor: 'fg',
  },
  read: {
    borderColor: 'border',
    bg: 'bg.muted',
    shadow: undefined,
    titleWeight: 'semibold',
    messageColor: 'fg.muted',
  },
} as const;

/** The item's body is a button: opening it shows the whole message and marks it read. */
const ItemButton = chakra('button');

function NotificationRow({ item }: { item: NotificationItem }) {
  const t = useAccountText();
  const f = useFormat();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const unread = !item.isRead;
  const look = ROW_LOOK[unread ? 'unread' : 'read'];

  function openItem() {
    setOpen((current) => !current);
    // Reading it is enough: a failed call leaves it unread, and the next open tries again.
    if (unread && !markRead.isPending) markRead.mutate(item._id);
  }

  function deleteItem() {
    remove.mutate(item._id, {
      onError: () => void toaster.error({ title: accountText('notifications.deleteFailed') }),
    });
  }

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={look.borderColor}
      bg={look.bg}
      rounded="l2"
      shadow={look.shadow}
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
                <VisuallyHidden>{t('notifications.item.unread')}</VisuallyHidden>
              </>
            ) : null}
            <Text as="span" fontWeight={look.titleWeight}>
              {t('notifications.item.title')}
            </Text>
          </HStack>
          <Text
            id={messageId}
            mt="1"
            color={look.messageColor}
            wordBreak="break-word"
            lineClamp={open ? undefined : 2}
          >
            {item.message}
          </Text>
          <Text asChild display="block" mt="1" fontSize="sm" color="fg.muted">
            <time dateTime={item.createdAt}>{f.dateTime(item.createdAt)}</time>
          </Text>
        </ItemButton>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          flexShrink={0}
          aria-describedby={messageId}
          loading={remove.isPending}
          loadingText={t('notifications.deleting')}
          onClick={deleteItem}
        >
          {t('notifications.delete')}
        </Button>
      </Flex>
    </Box>
  );
}

/** /notification: the caller's notifications, newest first (SPEC §2 Notifications). */
export default function Notifications() {
  const t = useAccountText();
  const f = useFormat();
  const navigate = useNavigate();
  const list = useNotifications();
  const { data: unreadCount = 0 } = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const items = flattenNotifications(list.data);
  const badgePalette = unreadCount > 0 ? 'red' : 'gray';

  function markAllRead() {
    markAll.mutate(undefined, {
      onError: () => void toaster.error({ title: accountText('notifications.markAllFailed') }),
    });
  }

  let content;
  if (list.isPending) {
    content = <LoadingView label={t('notifications.loading')} />;
  } else if (list.isError && items.length === 0) {
    content = (
      <ErrorView
        message={t('notifications.loadFailed')}
        action={
          <Button colorPalette="brand" onClick={() => void list.refetch()}>
            {t('notifications.retry')}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = <EmptyState title={t('notifications.empty')} />;
  } else {
    content = (
      <Stack gap="4">
        <Stack as="ul" gap="3" aria-label={t('notifications.list')} m="0" p="0">
          {items.map((item) => (
            <NotificationRow key={item._id} item={item} />
          ))}
        </Stack>
        {list.hasNextPage ? (
          <Button
            alignSelf="center"
            variant="outline"
            loading={list.isFetchingNextPage}
            loadingText={t('notifications.loadingMore')}
            onClick={() => void list.fetchNextPage()}
          >
            {t('notifications.loadMore')}
          </Button>
        ) : null}
        {list.isFetchNextPageError ? (
          <Text role="alert" textAlign="center" color="fg.error">
            {t('notifications.loadFailed')}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageContainer maxW="3xl">
      <Flex wrap="wrap" gap="3" align="center" justify="space-between" mb="6">
        <HStack gap="2" minW="0">
          <IconButton
            aria-label={t('notifications.back')}
            variant="ghost"
            size="sm"
            onClick={() => navigate(-1)}
          >
            <FiArrowLeft aria-hidden />
          </IconButton>
          <Heading as="h1" size="xl">
            {t('notifications.heading')}
          </Heading>
          <Badge colorPalette={badgePalette} variant="solid" rounded="full" px="2">
            {t('notifications.unreadCount', { count: f.number(unreadCount) })}
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
            {t('notifications.markAll')}
          </Button>
        ) : null}
      </Flex>
      {content}
    </PageContainer>
  );
}
