import { Button, HStack, Text } from '@chakra-ui/react';
import { useFormat } from '@pathshala/shared-ui';
import { usePostsText } from './i18n';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page 2 of 5', Next; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const t = usePostsText();
  const f = useFormat();
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
