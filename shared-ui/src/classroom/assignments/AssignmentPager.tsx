import { Button, HStack, Text } from '@chakra-ui/react';
import type { PageMeta } from '@pathshala/shared-api/contract';
import { useEffect } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { useAssignmentsText } from './i18n';

export interface AssignmentPagerProps {
  /** The page shown, as the list's `meta` gives it (nothing while it loads). */
  meta: PageMeta | undefined;
  /** How many assignments that page holds. */
  shown: number;
  onPage: (page: number) => void;
}

/**
 * Previous, 'Page 2 of 3', Next under a batch's assignments; nothing when they fit on one page. A page left
 * empty (its last assignment deleted) gives way to the one before.
 */
export function AssignmentPager({ meta, shown, onPage }: AssignmentPagerProps) {
  const t = useAssignmentsText();
  const f = useFormat();
  const page = meta?.page ?? 1;
  const totalPages = meta ? Math.max(1, Math.ceil(meta.total / meta.limit)) : 1;
  useEffect(() => {
    if (meta && page > 1 && shown === 0) onPage(Math.min(page - 1, totalPages));
  }, [meta, page, shown, totalPages, onPage]);
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pager.label')} justify="center" gap="3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text textStyle="sm" aria-current="page">
        {t('pager.position', { page: f.number(page), total: f.number(totalPages) })}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </HStack>
  );
}
