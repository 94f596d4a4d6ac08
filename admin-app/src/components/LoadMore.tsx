import { Button, Center, Text, VStack } from '@pathshala/shared-ui';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Showing 20 of 45' and Load more while there are more pages. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (total === 0) return null;
  return (
    <Center>
      <VStack gap="2">
        <Text color="fg.muted" textStyle="sm">
          Showing {shown} of {total}
        </Text>
        {hasMore ? (
          <Button variant="outline" onClick={onLoadMore} loading={loading} loadingText="Loading...">
            Load more
          </Button>
        ) : null}
      </VStack>
    </Center>
  );
}
