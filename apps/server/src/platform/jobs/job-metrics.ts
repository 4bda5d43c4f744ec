import type { Metrics } from '../metrics/metrics.ts';
import type { Jobs, QueueCounts } from './jobs.ts';

const STATES = ['queued', 'active', 'failed', 'dead'] as const satisfies readonly (keyof QueueCounts)[];

/**
 * `atrium_jobs{queue, state}` at /metrics (decision 040): each registered queue's queued, active,
 * failed and dead-lettered jobs, read at scrape time from pg-boss's own counts, so they lag by
 * up to its monitor interval (30 s) and are the same on every instance.
 */
export function registerJobMetrics(metrics: Metrics, jobs: Pick<Jobs, 'queueCounts'>): void {
  metrics.registerGauge({
    name: 'jobs',
    help: 'Background jobs by queue and state (queued: waiting or retrying; active; failed: failed for good and kept; dead: in the dead-letter queue), as the queue engine last counted them (every 30 s).',
    labelNames: ['queue', 'state'],
    collect: async () => {
      // With the database away the series go missing for that scrape; the rest still answers.
      const queues = await jobs.queueCounts().catch(() => []);
      return queues.flatMap((counts) =>
        STATES.map((state) => ({ labels: { queue: counts.queue, state }, value: counts[state] })),
      );
    },
  });
}
