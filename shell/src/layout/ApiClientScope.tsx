import { Outlet } from '@pathshala/shared-ui';
import { useApiConnection } from './api-connection';

/**
 * The layout route of the signed-out pages that call the API (login, sign-up, password reset): the API
 * client, without the query library, which those pages do not use (DESIGN §3, §9).
 */
export function ApiClientScope({ apiBaseUrl }: { apiBaseUrl: string }) {
  useApiConnection(apiBaseUrl);
  return <Outlet />;
}
