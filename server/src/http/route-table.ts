import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route the server answers, as it was declared: what the authorization and fuzzing suites walk. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** A write declared to leave the read caches alone (see installAuth). */
  keepsReadCaches: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after installRouteTable, in declaration order (HEAD twins left out). */
    routeTable: readonly RouteEntry[];
  }
}

export function installRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET; it is not a route of its own.
      if (method === 'HEAD' && table.some((entry) => entry.method === 'GET' && entry.url === route.url))
        continue;
      table.push({
        method,
        url: route.url,
        schema: route.schema,
        keepsReadCaches: route.config?.keepsReadCaches === true,
      });
    }
  });
}
