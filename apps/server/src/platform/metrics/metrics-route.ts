import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors/error-envelope.ts';
import { decideScrape } from './metrics-access.ts';
import type { Metrics } from './metrics.ts';

/**
 * GET /metrics in Prometheus' text format, for a scraper on this machine or one holding
 * METRICS_TOKEN (metrics-access.ts, decision 040). Outside the API contract: it is operations
 * tooling, not part of the product's interface.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  metricsToken: string | null,
): void {
  app.route({
    method: 'GET',
    url: '/metrics',
    schema: { hide: true },
    // Scraped every few seconds; its lines would drown the useful ones.
    logLevel: 'warn',
    handler: async (request, reply) => {
      const decision = decideScrape(
        { socketAddress: request.socket.remoteAddress, headers: request.headers },
        metricsToken,
      );
      reply.header('cache-control', 'no-store');
      if (decision === 'token-required') {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send(errorEnvelope('UNAUTHENTICATED', 'Metrics need the metrics token.', request.id));
      }
      if (decision === 'not-local') {
        return reply
          .code(403)
          .send(
            errorEnvelope(
              'FORBIDDEN',
              'Metrics are served to this machine only, unless METRICS_TOKEN is set.',
              request.id,
            ),
          );
      }
      return reply.type(metrics.contentType).send(await metrics.scrape());
    },
  });
}
