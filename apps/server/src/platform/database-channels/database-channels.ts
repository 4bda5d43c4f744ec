import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/database.ts';
import { createOutageTracker, type OutageLog } from '../health/outage-tracker.ts';

type ChannelListener = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY for in-process listeners: what one API instance NOTIFYs inside a
 * transaction reaches every instance's listeners once it commits (and never if it rolls back).
 * PostgreSQL: one dedicated connection that reconnects by itself; PGlite: its own listen.
 */
export interface DatabaseChannels {
  listen(channel: string, listener: ChannelListener): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 1_000;
const MAX_RECONNECT_MS = 30_000;

export function createDatabaseChannels(database: Database, log: OutageLog): DatabaseChannels {
  const listeners = new Map<string, Set<ChannelListener>>();
  const dispatch = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        log.warn({ err: error, channel }, 'database channel listener failed');
      }
    }
  };
  const subscribe =
    database.kind === 'pglite'
      ? pgliteSubscriber(database, dispatch)
      : postgresSubscriber(database, dispatch, log);

  return {
    async listen(channel, listener) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await subscribe.add(channel);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    close: () => subscribe.close(),
  };
}

interface Subscriber {
  add(channel: string): Promise<void>;
  close(): Promise<void>;
}

function pgliteSubscriber(
  database: Database,
  dispatch: (channel: string, payload: string) => void,
): Subscriber {
  const client = (database.owner as unknown as { $client: PGlite }).$client;
  const stops: (() => Promise<void>)[] = [];
  return {
    async add(channel) {
      stops.push(await client.listen(channel, (payload) => dispatch(channel, payload)));
    },
    async close() {
      for (const stop of stops.splice(0)) await stop().catch(() => undefined);
    },
  };
}

function postgresSubscriber(
  database: Database,
  dispatch: (channel: string, payload: string) => void,
  log: OutageLog,
): Subscriber {
  const pool = (database.owner as unknown as { $client: pg.Pool }).$client;
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  // One statement at a time on the listening connection (pg queues, but warns it will stop).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (work: () => Promise<unknown>) => {
    const next = turn.then(work, work);
    turn = next.catch(() => undefined);
    return next;
  };

  // A lost connection is retried until the database answers again, waiting longer each time;
  // the loss is logged once and so is the reconnection, however long the outage.
  const outage = createOutageTracker({
    name: 'database channel connection',
    log,
    level: 'warn',
    firstDelayMs: RECONNECT_MS,
    maxDelayMs: MAX_RECONNECT_MS,
  });
  const reconnectLater = () => {
    if (closed) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => outage.succeeded(),
        (error: unknown) => {
          if (closed) return;
          outage.failed(error);
          reconnectLater();
        },
      );
    }, outage.nextDelayMs());
    timer.unref();
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: pool.options.connectionString, keepAlive: true });
      next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
      const lost = (error?: unknown) => {
        if (client !== next) return;
        client = null;
        connecting = null;
        next.end().catch(() => undefined);
        if (closed) return;
        outage.failed(error ?? new Error('the database ended the connection'));
        reconnectLater();
      };
      next.on('error', lost);
      next.on('end', () => lost());
      try {
        await next.connect();
        for (const channel of channels) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        // Not yet the current connection, so `lost` ignores it: the next attempt starts afresh.
        connecting = null;
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })();
    return connecting;
  };

  return {
    async add(channel) {
      channels.add(channel);
      const current = client ?? (await connect());
      await inTurn(() => current.query(`LISTEN ${channel}`));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
