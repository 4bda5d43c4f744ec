import type { Database } from '../../db/database.ts';
import type { Metrics } from './metrics.ts';

/**
 * The database's connections at scrape time. On PostgreSQL the pg pool's own counts; on embedded
 * PGlite there is one engine in this process, so `max` and `open` are 1 and `waiting` counts the
 * tenant transactions queued behind the running one: the figure that shows PGlite is the limit.
 */
export function registerDatabaseMetrics(metrics: Metrics, database: Database): void {
  const stats = database.connectionStats?.bind(database);
  if (!stats) return;
  const driver = { driver: database.kind };
  const gauges = [
    ['db_pool_max_connections', 'Most connections the database pool opens.', 'max'],
    ['db_pool_open_connections', 'Connections the database pool holds open now.', 'open'],
    ['db_pool_idle_connections', 'Open connections not in use now.', 'idle'],
    ['db_pool_waiting_requests', 'Queries or transactions waiting for a connection now.', 'waiting'],
  ] as const;
  for (const [name, help, field] of gauges) {
    metrics.registerGauge({
      name,
      help,
      labelNames: ['driver'],
      collect: () => [{ labels: driver, value: stats()[field] }],
    });
  }
}
