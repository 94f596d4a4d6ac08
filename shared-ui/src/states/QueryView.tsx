import type { ReactNode } from 'react';
import { errorMessage } from '@pathshala/shared-api/contract/errors';
import { LoadError } from './LoadError';
import { LoadingView } from './LoadingView';

/** What QueryView reads of a query (a TanStack Query result has it). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** The spinner's label while loading. */
  loadingLabel: string;
  /** The failure's message when the server gave none. */
  errorMessage: string;
  /** What shows when there is nothing: by default when the data is an empty list. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** False while something else the content needs is still loading (e.g. the signed-in profile). */
  ready?: boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The four states of what a page loads: loading, failed (with Try again), empty, and the content. */
export function QueryView<T>({
  query,
  loadingLabel,
  errorMessage: fallback,
  empty,
  isEmpty = isEmptyList,
  ready = true,
  children,
}: QueryViewProps<T>) {
  if (query.isError)
    return <LoadError message={errorMessage(query.error, fallback)} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined || !ready) return <LoadingView label={loadingLabel} />;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
