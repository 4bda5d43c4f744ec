import { and, eq } from 'drizzle-orm';
import { ALLOWANCE_PRESETS, type AllowancePolicyBody } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import { allowancePolicies } from '../../../db/schema/index.ts';
import type { Transaction } from '../../../db/database.ts';
import { conflict, notFound } from '../../../platform/errors/app-error.ts';
import { correctAllocations } from './allowances.ts';

/**
 * A statutory preset's carried days lapse on its day (MK 30 June, AL 31 March): a policy from a
 * preset that names no day of its own takes the preset's (docs/product/absence.md#allowances).
 */
export function withPresetDay(body: AllowancePolicyBody): AllowancePolicyBody {
  if (body.preset === null || body.carryOverExpiresOn !== null) return body;
  return { ...body, carryOverExpiresOn: ALLOWANCE_PRESETS[body.preset].carryOverExpiresOn };
}

/**
 * A new version from a day: the policy it replaces ends the day before (one ending earlier keeps
 * its day). The replaced policy must
 * start before the new one (409 naming `body.effectiveFrom`); one of another company is 404.
 */
export async function endBefore(
  tx: Transaction,
  companyId: string,
  allowancePolicyId: string,
  next: AllowancePolicyBody,
): Promise<void> {
  const where = and(eq(allowancePolicies.companyId, companyId), eq(allowancePolicies.id, allowancePolicyId));
  const [replaced] = await tx
    .select({ effectiveFrom: allowancePolicies.effectiveFrom, effectiveTo: allowancePolicies.effectiveTo })
    .from(allowancePolicies)
    .where(where)
    .for('update');
  if (!replaced) throw notFound('The allowance policy');
  if (replaced.effectiveFrom >= next.effectiveFrom) {
    throw conflict('A new version must start after the policy it replaces', [
      { path: 'body.effectiveFrom', message: 'must be after the first day of the policy it replaces' },
    ]);
  }
  const dayBefore = addUtcDays(next.effectiveFrom, -1);
  // One that already ends earlier keeps its own last day.
  if (replaced.effectiveTo !== null && replaced.effectiveTo <= dayBefore) return;
  const [ended] = await tx.update(allowancePolicies).set({ effectiveTo: dayBefore }).where(where).returning();
  // Allocations already written for the days it no longer covers are brought down to its share.
  await correctAllocations(tx, companyId, ended!, next.effectiveFrom);
}
