import type { BoardMessage } from '@pathshala/shared-api/contract';
import { useEffect, useRef } from 'react';

/**
 * Marks the board read while it is on screen: when its messages are shown with some unread, and again when one
 * arrives (live) or the reader comes back to the browser tab. Never while the tab is hidden.
 */
export function useMarkReadWhileShown(
  unreadMessages: number,
  messages: readonly BoardMessage[] | undefined,
  markRead: (() => void) | undefined,
) {
  const latest = useRef(markRead);
  useEffect(() => {
    latest.current = markRead;
  });
  const shown = messages !== undefined && markRead !== undefined;
  const unread = unreadMessages > 0;
  const newest = messages?.[messages.length - 1]?._id;
  useEffect(() => {
    if (!shown || !unread) return;
    const mark = () => {
      if (document.visibilityState !== 'hidden') latest.current?.();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [shown, unread, newest]);
}
