import { useSearchParams } from 'react-router-dom';
import { Badge, Tabs, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { unreadShown } from '../batches/unreadShown';
import { useClassroomText } from './i18n';

/** A batch page's tabs, in order; the page keeps the one shown in its address (`?tab=board`). */
export const BATCH_TABS = ['classes', 'materials', 'assignments', 'board'] as const;
export type BatchTab = (typeof BATCH_TABS)[number];

/** The tab an address names (`?tab=`), the first one for none or an unknown one. */
export function batchTabOf(value: string | null | undefined): BatchTab {
  return (BATCH_TABS as readonly string[]).includes(value ?? '') ? (value as BatchTab) : 'classes';
}

export interface BatchTabsProps {
  tab: BatchTab;
  onTabChange: (tab: BatchTab) => void;
  /** What each tab shows: only the one shown is mounted (each loads its own data). */
  panels: Record<BatchTab, ReactNode>;
  /** The viewer's unread board messages, a badge on Board. */
  unreadMessages?: number;
}

/**
 * Classes | Materials | Assignments | Board: tabs that the arrow keys move between (Home and End too), scrolling
 * sideways on a narrow phone rather than wrapping.
 */
export function BatchTabs({ tab, onTabChange, panels, unreadMessages = 0 }: BatchTabsProps) {
  const t = useClassroomText();
  const f = useFormat();
  const unreadText = unreadShown(unreadMessages, f.number);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTabChange(details.value as BatchTab)}
      variant="line"
      colorPalette="brand"
      size={{ base: 'sm', sm: 'md' }}
      // Arrows move between the tabs, Enter or Space shows one: each tab loads its data and changes the address.
      activationMode="manual"
      lazyMount
      unmountOnExit
    >
      <Tabs.List overflowX="auto" overflowY="hidden">
        {BATCH_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            whiteSpace="nowrap"
            px={{ base: '2', sm: '4' }}
            flexShrink="0"
          >
            {t(`tabs.${value}`)}
            {value === 'board' && unreadMessages > 0 ? (
              <>
                <Badge colorPalette="red" variant="solid" size="sm" aria-hidden>
                  {unreadText}
                </Badge>
                <VisuallyHidden>{`(${t('tabs.unread', { count: unreadMessages, shown: unreadText })})`}</VisuallyHidden>
              </>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BATCH_TABS.map((value) => (
        <Tabs.Content key={value} value={value} pt="6">
          {panels[value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * The tab a batch page shows, kept in its address (`?tab=board`; none for Classes) so a link or a reload opens it
 * again, and how to show another (replacing the address, not adding to the history).
 */
export function useBatchTab(): [BatchTab, (next: BatchTab) => void] {
  const [params, setParams] = useSearchParams();
  const show = (next: BatchTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'classes') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  return [batchTabOf(params.get('tab')), show];
}
