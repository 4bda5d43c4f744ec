import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';

const healthy = z.object({ status: z.literal('ok') });
const unhealthy = z.object({ status: z.literal('unavailable') });

/**
 * Liveness and readiness in one (docs/operations.md): 200 while the database answers, 503 while it does
 * not. Asked afresh every time, so it turns green again by itself when the database is back.
 */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.route({
    method: 'GET',
    url: '/api/health',
    schema: {
      operationId: 'health_GetHealth',
      summary: 'Whether the server and its database answer',
      tags: ['Health'],
      response: { 200: healthy, 503: unhealthy },
    },
    // Load balancers poll this; their lines would drown the useful ones.
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const up = await database.ping();
      reply.header('cache-control', 'no-store');
      return up ? reply.code(200).send({ status: 'ok' }) : reply.code(503).send({ status: 'unavailable' });
    },
  });
}
