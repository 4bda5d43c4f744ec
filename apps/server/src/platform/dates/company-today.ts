import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, localDate } from '@atrium/contract/dates';
import type { Transaction } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';

/**
 * Today's date in the company's time zone: the day employment rows are read as of, and the day
 * that divides taken from planned leave.
 */
export async function companyToday(tx: Transaction, companyId: string, now = new Date()): Promise<string> {
  const [row] = await tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return localDate(now, row?.timeZone ?? DEFAULT_TIME_ZONE);
}
