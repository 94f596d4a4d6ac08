import { Box, Button, List, Text } from '@chakra-ui/react';
import type { UserRef } from '@pathshala/shared-api/contract';
import { useId, useState, type ReactNode } from 'react';
import { usePostsText } from './i18n';
import { orFallback, useTuitionText } from './postText';

/** A card's facts as a description list: a grid of label over value. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(8.5rem, 1fr))" gap="3">
      {children}
    </Box>
  );
}

/** One fact of a `DetailList`. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

export interface ToggleListProps {
  users: readonly UserRef[];
  /** The toggle's text, open or closed. */
  label: (open: boolean) => ReactNode;
  defaultOpen?: boolean;
  /** An action beside a user, e.g. Accept or Remove. */
  renderAction?: (user: UserRef) => ReactNode;
}

/** A toggle that shows users by username, the list scrolling above 15rem; nothing for no users. */
export function ToggleList({ users, label, defaultOpen = false, renderAction }: ToggleListProps) {
  const { username } = useTuitionText();
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  if (users.length === 0) return null;
  return (
    <Box>
      <Button
        variant="ghost"
        size="sm"
        px="2"
        ms="-2"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label(open)}
      </Button>
      {open ? (
        <List.Root id={listId} variant="plain" maxH="15rem" overflowY="auto" gap="1" mt="1" ps="2">
          {users.map((user) => (
            <List.Item key={user._id} justifyContent="space-between" alignItems="center" gap="2">
              <Text truncate>{username(user.username)}</Text>
              {renderAction?.(user)}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}

export interface TuitionDetailsProps {
  item: { subject: string; class: string; time: string; salary: number; weekly_schedule: readonly string[] };
}

/** The facts a post and a batch both show: subject, class, time, salary and days. */
export function TuitionDetails({ item }: TuitionDetailsProps) {
  const t = usePostsText();
  const { fallback, classLabel, timeLabel, salaryLabel, daysLabel } = useTuitionText();
  return (
    <>
      <Detail label={t('field.subject')}>{orFallback(item.subject, fallback.notSpecified)}</Detail>
      <Detail label={t('field.class')}>{classLabel(item.class)}</Detail>
      <Detail label={t('field.time')}>{timeLabel(item.time)}</Detail>
      <Detail label={t('field.salary')}>{salaryLabel(item.salary)}</Detail>
      <Detail label={t('field.days')}>{daysLabel(item.weekly_schedule)}</Detail>
    </>
  );
}
