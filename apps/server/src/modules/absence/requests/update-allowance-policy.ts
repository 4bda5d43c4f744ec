import { and, eq } from 'drizzle-orm';
import type { updateAllowancePolicy } from '@atrium/contract/absence';
import { allowancePolicies } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { withPresetDay } from './allowance-policy-versions.ts';
import { policyColumns } from './allowances.ts';

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
