import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * The label a request is counted under: the contract's operationId for operations (and the
 * health route), the route pattern for other routes (/oidc/*, /metrics), `unmatched` for what no
 * route claims. Never the raw URL: ids in paths would make a time series per id.
 */
function operationLabel(request: FastifyRequest): string {
  const options = request.routeOptions as
    | { url?: string | undefined; config?: unknown; schema?: { operationId?: unknown } | undefined }
    | undefined;
  const config = options?.config as { operationId?: unknown } | undefined;
  if (typeof config?.operationId === 'string') return config.operationId;
  if (typeof options?.schema?.operationId === 'string') return options.schema.operationId;
  return options?.url ?? 'unmatched';
}

/** The `code` of an error envelope (`{ "error": { "code": … } }`), or HTTP_<status> when none. */
export function errorCodeOf(payload: unknown, statusCode: number): string {
  if (typeof payload === 'string' && payload.startsWith('{"error"')) {
    try {
      const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
      if (typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code)) return code;
    } catch {
      // Not an envelope after all: counted by status below.
    }
  }
  return `HTTP_${statusCode}`;
}

/**
 * Times and counts every request in an onResponse hook, so routes need no code of their own.
 * Synchronous hooks with done(): no promise per request on the hot path.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    // Only error answers are read, and only their first bytes decide whether they are parsed.
    if (reply.statusCode >= 400) {
      metrics.errors.inc({
        operation: operationLabel(request),
        code: errorCodeOf(payload, reply.statusCode),
      });
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    metrics.requestDuration.observe(
      {
        operation: operationLabel(request),
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
