import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Liveness with a real database round trip, for load balancers and `npm start` checks. */
export function healthRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { config: { auth: 'public' } }, async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok', db: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', db: 'error' });
      }
    });
  };
}
