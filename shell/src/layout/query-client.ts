import { createQueryClient } from '@pathshala/shared-api';
import type { QueryClient } from '@tanstack/react-query';

let queryClient: QueryClient | null = null;

/** The portal's one QueryClient, created with the first signed-in page (or by the sign-in, just before it). */
export function portalQueryClient(): QueryClient {
  queryClient ??= createQueryClient();
  return queryClient;
}
