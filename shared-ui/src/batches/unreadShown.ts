import { UNREAD_MESSAGES_COUNTED } from '@pathshala/shared-api/contract';

/**
 * An unread count as the badges show it: the number, or '99+' ('৯৯+') once it reaches the bound the server
 * counts to (a count of UNREAD_MESSAGES_COUNTED means that many or more).
 */
export const unreadShown = (count: number, formatNumber: (value: number) => string): string =>
  count >= UNREAD_MESSAGES_COUNTED ? `${formatNumber(UNREAD_MESSAGES_COUNTED - 1)}+` : formatNumber(count);
