import { and, asc, eq } from 'drizzle-orm';
import {
  ALLOWANCE_PRESETS,
  type AllowancePolicyBody,
  type allocateAllowanceYear,
  type createAllowancePolicy,
  type getAllowancePolicies,
  type updateAllowancePolicy,
} from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import { allowancePolicies } from '../../../db/schema/index.ts';
import type { Transaction } from '../../../db/database.ts';
import { conflict, notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { allocateYear, correctAllocations, policyColumns } from './allowances.ts';

/** Every member reads the company's allowance policies (their balances come from them). */
export const getAllowancePoliciesHandler: OperationHandler<typeof getAllowancePolicies> = ({ context }) =>
  context.withTenant((tx) =>
    tx
      .select(policyColumns)
      .from(allowancePolicies)
      .where(eq(allowancePolicies.companyId, context.companyId))
      .orderBy(asc(allowancePolicies.effectiveFrom), asc(allowancePolicies.createdAt)),
  );

/**
 * A statutory preset's carried days lapse on its day (MK 30 June, AL 31 March): a policy from a
 * preset that names no day of its own takes the preset's (docs/product/absence.md#allowances).
 */
function withPresetDay(body: AllowancePolicyBody): AllowancePolicyBody {
  if (body.preset === null || body.carryOverExpiresOn !== null) return body;
  return { ...body, carryOverExpiresOn: ALLOWANCE_PRESETS[body.preset].carryOverExpiresOn };
}

/**
 * A new version from a day: the policy it replaces ends the day before (one ending earlier keeps
 * its day). The replaced policy must
 * start before the new one (409 naming `body.effectiveFrom`); one of another company is 404.
 */
async function endBefore(
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

export const createAllowancePolicyHandler: OperationHandler<typeof createAllowancePolicy> = async ({
  context,
  body,
  deps,
}) => {
  const { replacesAllowancePolicyId, ...fields } = body;
  const policy = await context.withTenant(async (tx) => {
    if (fields.leaveTypeId) await findLeaveType(tx, context.companyId, fields.leaveTypeId);
    if (replacesAllowancePolicyId) await endBefore(tx, context.companyId, replacesAllowancePolicyId, fields);
    const [row] = await tx
      .insert(allowancePolicies)
      .values({ companyId: context.companyId, ...withPresetDay(fields) })
      .returning(policyColumns);
    return row!;
  });
  await deps.audit.record(context, {
    action: 'allowance_policy.created',
    target: policy.allowancePolicyId,
    details: {
      yearlyDays: policy.yearlyDays,
      preset: policy.preset,
      effectiveFrom: policy.effectiveFrom,
      replaces: replacesAllowancePolicyId,
    },
  });
  return policy;
};

export const updateAllowancePolicyHandler: OperationHandler<typeof updateAllowancePolicy> = async ({
  context,
  params,
  body,
  deps,
}) => {
  const policy = await context.withTenant(async (tx) => {
    if (body.leaveTypeId) await findLeaveType(tx, context.companyId, body.leaveTypeId);
    const [row] = await tx
      .update(allowancePolicies)
      .set(withPresetDay(body))
      .where(
        and(
          eq(allowancePolicies.companyId, context.companyId),
          eq(allowancePolicies.id, params.allowancePolicyId),
        ),
      )
      .returning(policyColumns);
    if (!row) throw notFound('The allowance policy');
    return row;
  });
  await deps.audit.record(context, {
    action: 'allowance_policy.updated',
    target: policy.allowancePolicyId,
    details: {
      yearlyDays: policy.yearlyDays,
      effectiveFrom: policy.effectiveFrom,
      effectiveTo: policy.effectiveTo,
    },
  });
  return policy;
};

/** What the yearly job does, now: allocations and carry-over of a year (idempotent). */
export const allocateAllowanceYearHandler: OperationHandler<typeof allocateAllowanceYear> = async ({
  context,
  body,
  deps,
}) => {
  const entriesWritten = await context.withTenant((tx) => allocateYear(tx, context.companyId, body.year));
  await deps.audit.record(context, {
    action: 'allowance_policy.allocated',
    details: { year: body.year, entriesWritten },
  });
  return { entriesWritten };
};
