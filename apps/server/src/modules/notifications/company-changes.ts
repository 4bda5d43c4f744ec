import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * NOTIFY channel whose payload is `<companyId>:<area>`: a write in that area of the company was
 * committed, so the company's open screens of the area ask again (live-areas.ts in the contract;
 * docs/product/notifications.md#screens-that-stay-current).
 */
export const COMPANY_CHANGES_CHANNEL = 'atrium_company_changes';

/** Announces, after the write committed, that `area` of the company changed (any instance). */
export async function announceCompanyChange(
  database: Database,
  companyId: string,
  area: string,
): Promise<void> {
  await database.owner.execute(sql`select pg_notify(${COMPANY_CHANGES_CHANNEL}, ${`${companyId}:${area}`})`);
}

export function companyChangeOf(payload: string): { companyId: string; area: string } | null {
  const [companyId, area] = payload.split(':');
  return companyId && area ? { companyId, area } : null;
}
