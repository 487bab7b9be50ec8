import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RouteMeta } from '../common/route-meta';

export type CatalogEntry = {
  method: string;
  url: string;
  meta: Partial<RouteMeta>;
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access and schemas, for docs/api.md and security tests. */
    routeCatalog: CatalogEntry[];
  }
}

export function registerRouteCatalog(app: FastifyInstance): void {
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalog.push({
        method,
        url: route.url,
        meta: (route.config ?? {}) as Partial<RouteMeta>,
        schema: route.schema,
      });
    }
  });
}
