// Counts how often the API waits on its database, at the driver: on PostgreSQL the writes of the
// pooled connections' sockets (a tenant transaction's statements sent ahead leave in one write and
// come back in one answer, so one write is one network exchange); on embedded PGlite the calls
// into the engine (each runs to completion before the caller goes on).
import type pg from 'pg';
import type { Database } from '../apps/server/src/db/database.ts';

export interface ExchangeCounter {
  /** What is counted: "network exchanges" (PostgreSQL) or "calls into the engine" (PGlite). */
  readonly unit: string;
  readonly count: number;
}

type Writable = Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
/** The one method of the embedded engine counted here (every query and statement passes through it). */
type Engine = { execProtocolRaw: (...args: unknown[]) => unknown };

export function countExchanges(database: Database): ExchangeCounter {
  const client = (database.owner as unknown as { $client: unknown }).$client;
  let count = 0;
  if (database.kind === 'pglite') {
    const engine = client as Engine;
    const original = engine.execProtocolRaw.bind(engine);
    engine.execProtocolRaw = (...args: unknown[]) => {
      count += 1;
      return original(...args);
    };
    return {
      unit: 'calls into the engine',
      get count() {
        return count;
      },
    };
  }
  const counted = new WeakSet<object>();
  (client as pg.Pool).on('acquire', (pooled) => {
    const socket = (pooled as unknown as { connection: { stream: Writable } }).connection.stream;
    if (counted.has(socket)) return;
    counted.add(socket);
    for (const method of ['_write', '_writev'] as const) {
      const original = socket[method];
      socket[method] = (...args: unknown[]) => {
        count += 1;
        return original.apply(socket, args);
      };
    }
  });
  return {
    unit: 'network exchanges',
    get count() {
      return count;
    },
  };
}
