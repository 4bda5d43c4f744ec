import { eq } from 'drizzle-orm';
import type { setApprovalPolicy } from '@atrium/contract/absence';
import { approvalRuleSteps, approvalRules } from '../../../db/schema/index.ts';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { policyOf, unknownReferences } from './approval-policy-queries.ts';

/** Replaces the whole policy in one transaction; requests already made keep the steps they have. */
export const setApprovalPolicyHandler: OperationHandler<typeof setApprovalPolicy> = async ({
  context,
  body,
  deps,
}) => {
  const policy = await context.withTenant(async (tx) => {
    const { companyId } = context;
    const problems = await unknownReferences(tx, companyId, body);
    if (problems.length > 0)
      throw validationFailed('The policy names something this company does not have.', problems);
    await tx.delete(approvalRules).where(eq(approvalRules.companyId, companyId));
    for (const [position, rule] of body.rules.entries()) {
      const { steps, ...fields } = rule;
      const [row] = await tx
        .insert(approvalRules)
        .values({ companyId, position, ...fields })
        .returning({ id: approvalRules.id });
      if (steps.length > 0) {
        await tx
          .insert(approvalRuleSteps)
          .values(steps.map((step, index) => ({ companyId, ruleId: row!.id, position: index + 1, ...step })));
      }
    }
    return policyOf(tx, companyId);
  });
  await deps.audit.record(context, {
    action: 'approval_policy.updated',
    details: { rules: policy.rules.length },
  });
  return policy;
};
