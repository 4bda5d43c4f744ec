import { collectDefaultMetrics, Gauge, Histogram, Counter, Registry } from 'prom-client';

/** One labelled value of a gauge that another part of the server reports (queue depth, …). */
interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

interface GaugeRegistration {
  /** Prometheus name; `atrium_` is prefixed when missing, e.g. `jobs_queue_depth`. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /**
   * Called at every scrape (and only then), so it reads the value where it lives instead of
   * being pushed on every change. May be async, e.g. a count query on the owner connection.
   */
  collect: () => number | readonly GaugeSample[] | Promise<number | readonly GaugeSample[]>;
}

/** The server's metrics. `app.platform.metrics`; served at GET /metrics (metrics-route.ts). */
export interface Metrics {
  readonly registry: Registry;
  readonly requestDuration: Histogram<'operation' | 'method' | 'status_class'>;
  readonly errors: Counter<'operation' | 'code'>;
  /** For other platform parts and modules: a gauge read at scrape time. */
  registerGauge(registration: GaugeRegistration): void;
  /** The exposition text: this server's metrics, then the process metrics. */
  scrape(): Promise<string>;
  readonly contentType: string;
}

const PREFIX = 'atrium_';

/**
 * Request latencies from a cached answer (1 ms) to a month's report (several seconds).
 * Eleven buckets: each costs one time series per operation, method and status class.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | null = null;

/**
 * Process metrics (CPU, memory, event-loop delay, GC, handles) are per process, not per app:
 * collected once in a registry of their own, so tests that build many apps do not start a
 * collector each.
 */
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: PREFIX });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to its answer being written, by operation (operationId, or the route for non-contract routes), method and status class (2xx, 4xx, …). Its _count is the request count.',
    labelNames: ['operation', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: `${PREFIX}http_errors_total`,
    help: 'Error answers by operation and the error code the client received (FORBIDDEN, VALIDATION_FAILED, INTERNAL, …).',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const processes = processMetrics();
  return {
    registry,
    requestDuration,
    errors,
    contentType: registry.contentType,
    registerGauge(registration) {
      const name = registration.name.startsWith(PREFIX) ? registration.name : `${PREFIX}${registration.name}`;
      new Gauge({
        name,
        help: registration.help,
        labelNames: [...(registration.labelNames ?? [])],
        registers: [registry],
        async collect() {
          const value = await registration.collect();
          this.reset();
          if (typeof value === 'number') {
            this.set(value);
            return;
          }
          for (const sample of value) this.set(sample.labels ?? {}, sample.value);
        },
      });
    },
    async scrape() {
      const [own, process] = await Promise.all([registry.metrics(), processes.metrics()]);
      return `${own}\n${process}`;
    },
  };
}
