import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerJobMetrics } from '../jobs/job-metrics.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { registerDatabaseMetrics } from './database-metrics.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { registerMetricsRoute } from './metrics-route.ts';
import { registerRequestMetrics } from './request-metrics.ts';

/**
 * Request, error, database, job-queue and process metrics, served at GET /metrics. Called by buildApp
 * before any route is added, so the request hooks see every route.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { database: Database; jobs: Pick<Jobs, 'queueCounts'>; metricsToken: string | null },
): Metrics {
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics);
  registerDatabaseMetrics(metrics, options.database);
  registerJobMetrics(metrics, options.jobs);
  registerMetricsRoute(app, metrics, options.metricsToken);
  return metrics;
}
