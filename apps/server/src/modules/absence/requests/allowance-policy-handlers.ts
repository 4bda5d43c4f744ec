import { and, asc, eq } from 'drizzle-orm';
import {
  ALLOWANCE_PRESETS,
  type AllowancePolicyBody,
  type allocateAllowanceYear,
  type createAllowancePolicy,
  type getAllowancePolicies,
  type updateAllowancePolicy,
} from '@atrium/contract/absence';
import { allowancePolicies } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { allocateYear, policyColumns } from './allowances.ts';

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

export const createAllowancePolicyHandler: OperationHandler<typeof createAllowancePolicy> = async ({
  context,
  body,
  deps,
}) => {
  const policy = await context.withTenant(async (tx) => {
    if (body.leaveTypeId) await findLeaveType(tx, context.companyId, body.leaveTypeId);
    const [row] = await tx
      .insert(allowancePolicies)
      .values({ companyId: context.companyId, ...withPresetDay(body) })
      .returning(policyColumns);
    return row!;
  });
  await deps.audit.record(context, {
    action: 'allowance_policy.created',
    target: policy.allowancePolicyId,
    details: { yearlyDays: policy.yearlyDays, preset: policy.preset, effectiveFrom: policy.effectiveFrom },
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
