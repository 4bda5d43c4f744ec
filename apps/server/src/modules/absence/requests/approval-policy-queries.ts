import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApprovalPolicy, setApprovalPolicy } from '@atrium/contract/absence';
import type { OperationBody } from '@atrium/contract/operations';
import type { Transaction } from '../../../db/database.ts';
import {
  approvalRuleSteps,
  approvalRules,
  companyMembers,
  departments,
  divisions,
  leaveTypes,
} from '../../../db/schema/index.ts';
import { policyWarnings } from './approval-policy-warnings.ts';

/** The rules in order, with where they fall back to the owners and admins today. */
export async function policyOf(tx: Transaction, companyId: string): Promise<ApprovalPolicy> {
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

/** Ids the body names that are not the company's, as 400 naming each field. */
export async function unknownReferences(
  tx: Transaction,
  companyId: string,
  body: OperationBody<typeof setApprovalPolicy>,
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
