import { getErrorMessage } from '@pathshala/shared-api';
import type { AdminPage } from '@pathshala/shared-api/admin';
import { EmptyState, LoadingView, Stack } from '@pathshala/shared-ui';
import { LoadError } from '@pathshala/shared-ui/signed-in';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ElementType, ReactNode } from 'react';
import { LoadMore } from './LoadMore';

export interface PagedResultsProps<T> {
  /** An admin list query (useAdminUsers, useAdminPosts, …). */
  query: UseInfiniteQueryResult<InfiniteData<AdminPage<T>>>;
  /** The list's texts, already in the reader's language. */
  texts: { loading: string; loadFailed: string; empty: string; emptyHint?: string };
  emptyIcon?: ElementType;
  /** Shows the server's message on a failed load (default); false always shows `texts.loadFailed`. */
  serverMessage?: boolean;
  /** The items loaded so far. */
  children: (items: T[]) => ReactNode;
}

/** An admin list's states: loading, failed (Try again), empty, or its items with 'Showing N of M' and Load more. */
export function PagedResults<T>({
  query,
  texts,
  emptyIcon,
  serverMessage = true,
  children,
}: PagedResultsProps<T>) {
  if (query.isPending) return <LoadingView label={texts.loading} />;
  if (query.isError)
    return (
      <LoadError
        message={serverMessage ? getErrorMessage(query.error, texts.loadFailed) : texts.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState icon={emptyIcon} title={texts.empty} description={texts.emptyHint} />;
  return (
    <Stack gap="6">
      {children(items)}
      <LoadMore
        shown={items.length}
        total={query.data.pages[0]?.meta.total ?? items.length}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}
