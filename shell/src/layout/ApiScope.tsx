import { preloadApi } from '@pathshala/shared-api';
import { Outlet } from '@pathshala/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useApiConnection } from './api-connection';
import { portalQueryClient } from './query-client';

// The signed-in pages call the API as they render: the client's HTTP library (loaded on first use, see
// shared-api's client.ts) is fetched with this frame, beside the remote, rather than after the first query.
preloadApi();

/**
 * The layout route of the signed-in pages: the API client and the portal's one QueryClient. It is loaded
 * lazily with the first such page, so the public pages ship neither the API client nor the query library
 * (DESIGN §3, §9).
 */
export function ApiScope({ apiBaseUrl }: { apiBaseUrl: string }) {
  useApiConnection(apiBaseUrl);
  return (
    <QueryClientProvider client={portalQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
