import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  ApprovalPolicy,
  getApprovalPolicy,
  getMyApprovalDelegate,
  setApprovalPolicy,
  setMyApprovalDelegate,
} from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import {
  approvalDelegates,
  approvalRuleSteps,
  approvalRules,
  companyMembers,
  departments,
  divisions,
  leaveTypes,
} from '../../../db/schema/index.ts';
import { validationFailed } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { policyWarnings } from './approval-policy-warnings.ts';

/** The rules in order, with where they fall back to the owners and admins today. */
async function policyOf(tx: Transaction, companyId: string): Promise<ApprovalPolicy> {
  const rules = await tx
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.position), asc(approvalRules.createdAt));
  const steps = await tx
    .select()
    .from(approvalRuleSteps)
    .where(eq(approvalRuleSteps.companyId, companyId))
    .orderBy(asc(approvalRuleSteps.position));
  const ordered = rules.map((rule) => ({
    approvalRuleId: rule.id,
    name: rule.name,
    leaveTypeId: rule.leaveTypeId,
    divisionId: rule.divisionId,
    departmentId: rule.departmentId,
    minDays: rule.minDays,
    onlyWhenNegative: rule.onlyWhenNegative,
    steps: steps
      .filter((step) => step.ruleId === rule.id)
      .map(({ approverKind, approverMemberId, mode, escalateAfterDays }) => ({
        approverKind,
        approverMemberId,
        mode,
        escalateAfterDays,
      })),
  }));
  return { rules: ordered, warnings: await policyWarnings(tx, companyId, ordered) };
}

export const getApprovalPolicyHandler: OperationHandler<typeof getApprovalPolicy> = ({ context }) =>
  context.withTenant((tx) => policyOf(tx, context.companyId));

/** Ids the body names that are not the company's, as 400 naming each field. */
async function unknownReferences(
  tx: Transaction,
  companyId: string,
  body: Parameters<OperationHandler<typeof setApprovalPolicy>>[0]['body'],
) {
  const ids = (pick: (rule: (typeof body.rules)[number]) => (string | null)[]) => [
    ...new Set(body.rules.flatMap(pick).filter((id): id is string => id !== null)),
  ];
  const known = async (
    table: typeof leaveTypes | typeof divisions | typeof departments | typeof companyMembers,
    wanted: string[],
  ) => {
    if (wanted.length === 0) return new Set<string>();
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, wanted)));
    return new Set(rows.map((row) => row.id));
  };
  const types = await known(
    leaveTypes,
    ids((rule) => [rule.leaveTypeId]),
  );
  const divisionIds = await known(
    divisions,
    ids((rule) => [rule.divisionId]),
  );
  const departmentIds = await known(
    departments,
    ids((rule) => [rule.departmentId]),
  );
  const members = await known(
    companyMembers,
    ids((rule) => rule.steps.map((step) => step.approverMemberId)),
  );
  const problems: { path: string; message: string }[] = [];
  body.rules.forEach((rule, index) => {
    const at = `body.rules.${index}`;
    if (rule.leaveTypeId && !types.has(rule.leaveTypeId))
      problems.push({ path: `${at}.leaveTypeId`, message: 'is not a leave type of this company' });
    if (rule.divisionId && !divisionIds.has(rule.divisionId))
      problems.push({ path: `${at}.divisionId`, message: 'is not a division of this company' });
    if (rule.departmentId && !departmentIds.has(rule.departmentId))
      problems.push({ path: `${at}.departmentId`, message: 'is not a department of this company' });
    rule.steps.forEach((step, position) => {
      if (step.approverMemberId && !members.has(step.approverMemberId)) {
        problems.push({
          path: `${at}.steps.${position}.approverMemberId`,
          message: 'is not a member of this company',
        });
      }
    });
  });
  return problems;
}

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

export const getMyApprovalDelegateHandler: OperationHandler<typeof getMyApprovalDelegate> = ({ context }) =>
  context.withTenant(async (tx) => {
    const [row] = await tx
      .select({ delegateMemberId: approvalDelegates.delegateMemberId })
      .from(approvalDelegates)
      .where(
        and(
          eq(approvalDelegates.companyId, context.companyId),
          eq(approvalDelegates.memberId, context.companyMemberId),
        ),
      );
    return { delegateMemberId: row?.delegateMemberId ?? null };
  });

/** The caller names who decides in their place while they are on approved leave (or nobody). */
export const setMyApprovalDelegateHandler: OperationHandler<typeof setMyApprovalDelegate> = async ({
  context,
  body,
  deps,
}) => {
  const { companyId, companyMemberId } = context;
  const answer = await context.withTenant(async (tx) => {
    await tx
      .delete(approvalDelegates)
      .where(
        and(eq(approvalDelegates.companyId, companyId), eq(approvalDelegates.memberId, companyMemberId)),
      );
    if (body.delegateMemberId === null) return { delegateMemberId: null };
    if (body.delegateMemberId === companyMemberId) {
      throw validationFailed('You cannot be your own delegate.', [
        { path: 'body.delegateMemberId', message: 'must be someone else' },
      ]);
    }
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.id, body.delegateMemberId),
          eq(companyMembers.status, 'ACTIVE'),
        ),
      );
    if (!member) {
      throw validationFailed('The delegate is not an active member of this company.', [
        { path: 'body.delegateMemberId', message: 'is not an active member of this company' },
      ]);
    }
    await tx
      .insert(approvalDelegates)
      .values({ companyId, memberId: companyMemberId, delegateMemberId: member.id });
    return { delegateMemberId: member.id };
  });
  await deps.audit.record(context, { action: 'approval_delegate.set', details: answer });
  return answer;
};
