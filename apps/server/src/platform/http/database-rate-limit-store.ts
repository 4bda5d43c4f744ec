import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** How often one instance deletes counters whose window has passed. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The parameters @fastify/rate-limit hands to `child`: the limit's options and, for a route, its route. */
interface LimitParams {
  groupId?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store on the `rate_limit_counters` table: a fixed window per limit and
 * client key, counted in one upsert, so instances behind a balancer share each limit and a
 * restart forgets nothing (docs/decisions/051-shared-rate-limits.md). A limit made with
 * `app.rateLimit({...})` names itself with `groupId` (a route-level limit uses its route), so two
 * limits never share a count by accident. A database error fails the request (503 while the
 * database is away) rather than letting it through unlimited.
 */
export function databaseRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  let lastSweep = Date.now();
  const sweepNowAndThen = () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    database.owner.execute(sql`delete from rate_limit_counters where resets_at < now()`).catch(() => {
      // The next sweep tries again; a stale row only takes space.
    });
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly limit: string | null;

    constructor(params: LimitParams = {}, limit: string | null = null) {
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error('the database rate-limit store counts fixed windows only');
      }
      this.limit = limit;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweepNowAndThen();
      database.owner
        .execute<{ hits: number; ttl: string | number }>(
          sql`
          insert into rate_limit_counters as c (key, hits, resets_at)
          values (${this.counterKey(key)}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
          on conflict (key) do update set
            hits = case when c.resets_at <= now() then 1 else least(c.hits + 1, 2147483647) end,
            resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
          returning c.hits,
            greatest(0, ceil(extract(epoch from c.resets_at - now()) * 1000))::bigint as ttl`,
        )
        .then(
          ({ rows: [row] }) =>
            callback(null, { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? timeWindow) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    read(key: string, callback: Callback): void {
      database.owner
        .execute<{ hits: number; ttl: string | number }>(
          sql`
          select hits, ceil(extract(epoch from resets_at - now()) * 1000)::bigint as ttl
          from rate_limit_counters where key = ${this.counterKey(key)} and resets_at > now()`,
        )
        .then(
          ({ rows: [row] }) => callback(null, { current: row?.hits ?? 0, ttl: Number(row?.ttl ?? 0) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The plugin passes the limit's merged options (typed as route options, which they are not). */
    child(options: object): FastifyRateLimitStore {
      const params = options as LimitParams;
      const limit = limitName(params);
      if (limit === null) throw new Error('a rate limit made with app.rateLimit needs a groupId');
      return new DatabaseRateLimitStore(params, limit);
    }

    /** The plugin-wide store counts only with `global: true`, under the name `global`. */
    private counterKey(key: string): string {
      return `${this.limit ?? 'global'}|${key}`;
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

function limitName(params: LimitParams): string | null {
  if (params.groupId) return params.groupId;
  const { method, url } = params.routeInfo ?? {};
  if (!url) return null;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`;
}
