import { eq } from 'drizzle-orm';
import { DEFAULT_OVERTIME_RULES, type OvertimeRules } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { overtimeRules } from '../../../db/schema/index.ts';

/** The company's overtime rules, the defaults when it has set none. */
export async function overtimeRulesOf(tx: Transaction, companyId: string): Promise<OvertimeRules> {
  const [row] = await tx.select().from(overtimeRules).where(eq(overtimeRules.companyId, companyId));
  if (!row) return DEFAULT_OVERTIME_RULES;
  return {
    actionTypeIds: row.actionTypeIds,
    dailyThresholdMinutes: row.dailyThresholdMinutes,
    roundingMinutes: row.roundingMinutes as OvertimeRules['roundingMinutes'],
    monthlyCapMinutes: row.monthlyCapMinutes,
    deductUndertime: row.deductUndertime,
    requiresApproval: row.requiresApproval,
  };
}
