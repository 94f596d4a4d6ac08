import { createQueryClient } from '@pathshala/shared-api';
import { Outlet } from '@pathshala/shared-ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useApiConnection } from './api-connection';

let queryClient: QueryClient | null = null;

/** The portal's one QueryClient, created with the first signed-in page. */
function portalQueryClient(): QueryClient {
  queryClient ??= createQueryClient();
  return queryClient;
}

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
