import { configureApi, createQueryClient } from '@pathshala/shared-api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loginPath } from '../guards/login-path';

let queryClient: QueryClient | null = null;
let navigateInApp: NavigateFunction | null = null;

/**
 * Configures the API client once and creates the portal's one QueryClient. Without the in-app navigation
 * the client would reload the page to reach the login page, losing the 'Session expired' notice.
 */
function connectApi(apiBaseUrl: string): QueryClient {
  if (!queryClient) {
    configureApi({
      baseURL: apiBaseUrl,
      onSessionExpired: (nextPath) => {
        if (navigateInApp) navigateInApp(loginPath(nextPath), { replace: true });
        else window.location.assign(loginPath(nextPath));
      },
    });
    queryClient = createQueryClient();
  }
  return queryClient;
}

/**
 * Everything that talks to the API renders inside this layout route. It is loaded lazily with the first
 * such page, so the public pages ship neither the API client nor the query library (DESIGN §3, §9).
 */
export function ApiScope({ apiBaseUrl }: { apiBaseUrl: string }) {
  const client = connectApi(apiBaseUrl);
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = navigate;
  }, [navigate]);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
