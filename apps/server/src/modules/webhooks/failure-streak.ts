import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';

/** Messages in a row that failed every attempt before their endpoint is switched off. */
export const FAILURES_BEFORE_DISABLING = 5;

/**
 * The outbound endpoints that are switched off after sustained failure: a company's webhooks and
 * its chat channels (docs/product/integrations.md). Both tables carry `enabled`,
 * `failures_in_a_row` and `disabled_for_failures_at`.
 */
type StreakTable = 'webhook_endpoints' | 'chat_connectors';

/**
 * Counts a message's final outcome against its endpoint: a delivered one clears the count, one
 * that failed every attempt adds to it, and the FAILURES_BEFORE_DISABLING-th in a row switches the
 * endpoint off. Answers whether this call switched it off, so that exactly one notification
 * follows however many deliveries fail at once.
 */
export async function countFinalOutcome(
  tx: Transaction,
  table: StreakTable,
  endpointId: string,
  outcome: 'delivered' | 'failed',
): Promise<boolean> {
  const target = sql.identifier(table);
  if (outcome === 'delivered') {
    await tx.execute(sql`update ${target} set failures_in_a_row = 0 where id = ${endpointId}`);
    return false;
  }
  const counted = await tx.execute<{ failures: number }>(sql`
    update ${target} set failures_in_a_row = failures_in_a_row + 1
    where id = ${endpointId} returning failures_in_a_row as failures`);
  if ((counted.rows[0]?.failures ?? 0) < FAILURES_BEFORE_DISABLING) return false;
  const switchedOff = await tx.execute(sql`
    update ${target} set enabled = false, disabled_for_failures_at = now()
    where id = ${endpointId} and enabled returning id`);
  return switchedOff.rows.length > 0;
}
