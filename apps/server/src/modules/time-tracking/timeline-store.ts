import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { timelines } from '../../db/schema/index.ts';

/** The member's timeline of `date`, created if it does not exist yet: its id, in one statement. */
export async function ensureTimeline(
  tx: Transaction,
  companyId: string,
  companyMemberId: string,
  date: string,
): Promise<number> {
  const [row] = await tx
    .insert(timelines)
    .values({ companyId, companyMemberId, date })
    // A no-op update, so that RETURNING answers the existing row too.
    .onConflictDoUpdate({
      target: [timelines.companyMemberId, timelines.date],
      set: { companyId: sql`${timelines.companyId}` },
    })
    .returning({ id: timelines.id });
  if (!row) throw new Error('timeline upsert returned no row');
  return row.id;
}
