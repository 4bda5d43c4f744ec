import { eq, lt, sql } from 'drizzle-orm';
import type { PushDatabase } from './database.ts';
import { deliveries } from './schema.ts';

export type LedgerState = (typeof deliveries.$inferSelect)['state'];

/** Longer than any later attempt of a message (decision 043 gives up after a day). */
const KEPT_MS = 2 * 24 * 60 * 60 * 1000;
/** Old rows are looked for at most this often per process, by the send that comes along. */
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/**
 * The per-device record of one message (schema.ts, `deliveries`), written a batch of devices at
 * a time: one statement claims a batch before it is sent, one records what became of it.
 */
export function createDeliveryLedger(db: PushDatabase, now: () => number = Date.now) {
  let cleanedAt = 0;
  return {
    /**
     * Marks the devices as being sent `key` and answers those it may be sent to: devices without
     * a row, and those whose last attempt is to be retried. A device already reached, gone,
     * refused for good or being sent to by another attempt is left out.
     */
    async claim(key: string, devices: readonly string[]): Promise<Set<string>> {
      if (devices.length === 0) return new Set();
      const claimed = await db
        .insert(deliveries)
        .values(devices.map((device) => ({ key, device, state: 'sending' as const })))
        .onConflictDoUpdate({
          target: [deliveries.key, deliveries.device],
          set: { state: 'sending', updatedAt: sql`now()` },
          setWhere: eq(deliveries.state, 'retry'),
        })
        .returning({ device: deliveries.device });
      return new Set(claimed.map((row) => row.device));
    },

    /** What became of each claimed device. */
    async record(key: string, outcomes: readonly { device: string; state: LedgerState }[]): Promise<void> {
      if (outcomes.length === 0) return;
      const values = sql.join(
        outcomes.map((outcome) => sql`(${outcome.device}, ${outcome.state})`),
        sql`, `,
      );
      await db.execute(sql`
        update ${deliveries} set state = outcome.state, updated_at = now()
        from (values ${values}) as outcome (device, state)
        where ${deliveries.key} = ${key} and ${deliveries.device} = outcome.device`);
      if (now() - cleanedAt >= CLEAN_UP_EVERY_MS) {
        cleanedAt = now();
        await db.delete(deliveries).where(lt(deliveries.updatedAt, new Date(now() - KEPT_MS)));
      }
    },
  };
}

export type DeliveryLedger = ReturnType<typeof createDeliveryLedger>;
