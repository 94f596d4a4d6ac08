import type { NotificationItem } from '@pathshala/shared-api/contract';
import { useNotificationStream } from '@pathshala/shared-api';
import { toaster, useLocation } from '@pathshala/shared-ui';
import { useEffect, useRef } from 'react';
import { text } from '../i18n';

export const NOTIFICATIONS_PATH = '/notification';

/**
 * The signed-in tab's one notification stream (mounted by RoleLayout): the bell's count and a loaded list
 * follow it live, and a new notification shows a toast unless the user is reading the notifications page.
 */
export function NotificationLive() {
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useNotificationStream({
    onNotification: (notification: NotificationItem) => {
      if (currentPath.current === NOTIFICATIONS_PATH) return;
      toaster.info({ title: text('layout.newMessage'), description: notification.message });
    },
  });
  return null;
}
