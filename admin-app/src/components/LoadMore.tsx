import { Button, Center, Text, useFormat, VStack } from '@pathshala/shared-ui';
import { useText } from '../i18n';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Showing 20 of 45' and Load more while there are more pages. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const t = useText();
  const f = useFormat();
  if (total === 0) return null;
  return (
    <Center>
      <VStack gap="2">
        <Text color="fg.muted" textStyle="sm">
          {t('common.showing', { shown: f.number(shown), total: f.number(total) })}
        </Text>
        {hasMore ? (
          <Button variant="outline" onClick={onLoadMore} loading={loading} loadingText={t('common.loading')}>
            {t('common.loadMore')}
          </Button>
        ) : null}
      </VStack>
    </Center>
  );
}
