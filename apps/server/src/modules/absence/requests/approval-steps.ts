import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import {
  approvalDelegates,
  approvalRuleSteps,
  approvalRules,
  companyMembers,
  departmentRoles,
  leaveRequestApprovals,
  leaveRequestDays,
  leaveRequests,
  users,
  type ApprovalMode,
  type ApprovalPurpose,
  type ApproverKind,
} from '../../../db/schema/index.ts';
import { decidingMember } from './approval-deciders.ts';
import type { MemberFacts } from './member-facts.ts';

/*
 * The approval policy (docs/product/absence.md#approvals): the first rule that matches a request
 * gives its ordered steps; each step's approvers are resolved when the request is made, among the
 * members who may decide (active, account not disabled). Nobody approves their own request: a
 * step that resolves to nobody but the requester passes to the next level (department manager,
 * division manager, ADMIN/OWNER); an approver on approved leave today is replaced by their
 * delegate. A step with nobody even at the last level is not skipped: it waits for the company's
 * owners and admins, whoever holds that role when it is read (approval-deciders.ts, decision 080).
 */

interface StepTemplate {
  approverKind: ApproverKind;
  approverMemberId: string | null;
  mode: ApprovalMode;
  escalateAfterDays: number | null;
}

/** Without a matching rule: the department manager, passing up the levels when there is none. */
export const DEFAULT_STEPS: readonly StepTemplate[] = [
  { approverKind: 'department_manager', approverMemberId: null, mode: 'any_of', escalateAfterDays: null },
];

/** The level a step passes to when it resolves to nobody else, and where it escalates. */
export const NEXT_LEVEL: Record<ApproverKind, ApproverKind | null> = {
  department_manager: 'division_manager',
  division_manager: 'admin',
  named_member: 'admin',
  admin: null,
};

export interface RequestFacts {
  leaveTypeId: string;
  /** Days that take minutes. */
  workingDays: number;
  wouldGoNegative: boolean;
}

/** The steps of the first rule matching the request, or the default. */
export async function matchingSteps(
  tx: Transaction,
  companyId: string,
  member: MemberFacts,
  request: RequestFacts,
): Promise<readonly StepTemplate[]> {
  const rules = await tx
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.position), asc(approvalRules.createdAt));
  const rule = rules.find(
    (candidate) =>
      (candidate.leaveTypeId === null || candidate.leaveTypeId === request.leaveTypeId) &&
      (candidate.departmentId === null || candidate.departmentId === member.departmentId) &&
      (candidate.divisionId === null || candidate.divisionId === member.divisionId) &&
      (candidate.minDays === null || request.workingDays >= candidate.minDays) &&
      (!candidate.onlyWhenNegative || request.wouldGoNegative),
  );
  if (!rule) return DEFAULT_STEPS;
  const steps = await tx
    .select()
    .from(approvalRuleSteps)
    .where(eq(approvalRuleSteps.ruleId, rule.id))
    .orderBy(asc(approvalRuleSteps.position));
  return steps.map(({ approverKind, approverMemberId, mode, escalateAfterDays }) => ({
    approverKind,
    approverMemberId,
    mode,
    escalateAfterDays,
  }));
}

/** Members who may decide that a kind of approver names for the member (the requester included). */
export async function approversOfKind(
  tx: Transaction,
  companyId: string,
  member: Pick<MemberFacts, 'departmentId' | 'divisionId'>,
  kind: ApproverKind,
  namedMemberId: string | null,
): Promise<string[]> {
  const active = and(eq(companyMembers.companyId, companyId), decidingMember);
  if (kind === 'admin') {
    const rows = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(active, inArray(companyMembers.role, ['OWNER', 'ADMIN'])))
      .orderBy(asc(companyMembers.createdAt));
    return rows.map((row) => row.id);
  }
  if (kind === 'named_member') {
    if (!namedMemberId) return [];
    const rows = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(active, eq(companyMembers.id, namedMemberId)));
    return rows.map((row) => row.id);
  }
  const scope =
    kind === 'department_manager'
      ? member.departmentId &&
        and(
          eq(departmentRoles.role, 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER'),
          eq(departmentRoles.departmentId, member.departmentId),
        )
      : member.divisionId &&
        and(
          eq(departmentRoles.role, 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER'),
          eq(departmentRoles.divisionId, member.divisionId),
        );
  if (!scope) return [];
  const rows = await tx
    .select({ id: companyMembers.id })
    .from(departmentRoles)
    .innerJoin(companyMembers, eq(companyMembers.id, departmentRoles.companyMemberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(active, eq(departmentRoles.companyId, companyId), scope))
    .orderBy(asc(companyMembers.createdAt));
  return rows.map((row) => row.id);
}

/**
 * Delegates standing in today for approvers on approved leave: approver id → delegate id. A
 * delegate who may no longer decide (left the company) stands in for nobody.
 */
async function delegatesFor(
  tx: Transaction,
  companyId: string,
  approverIds: readonly string[],
  today: string,
): Promise<Map<string, string>> {
  if (approverIds.length === 0) return new Map();
  const rows = await tx
    .select({ memberId: approvalDelegates.memberId, delegateId: approvalDelegates.delegateMemberId })
    .from(approvalDelegates)
    .innerJoin(companyMembers, eq(companyMembers.id, approvalDelegates.delegateMemberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(approvalDelegates.companyId, companyId),
        decidingMember,
        inArray(approvalDelegates.memberId, [...approverIds]),
        sql`exists (select 1 from ${leaveRequestDays} join ${leaveRequests} on ${leaveRequests.id} = ${leaveRequestDays.requestId}
          where ${leaveRequestDays.memberId} = ${approvalDelegates.memberId} and ${leaveRequestDays.day} = ${today}
            and ${leaveRequests.status} = 'approved')`,
      ),
    );
  return new Map(rows.map((row) => [row.memberId, row.delegateId]));
}

interface ResolvedStep {
  approverKind: ApproverKind;
  mode: ApprovalMode;
  approverMemberIds: string[];
  delegations: Record<string, string>;
  escalateAfterDays: number | null;
}

/**
 * A step's approvers for the requester: the kind's members without the requester, delegates in
 * the place of those away today; nobody left passes to the next level, and past the last level
 * the step waits for the owners and admins with nobody named (a sole owner's own request waits
 * until someone else holds the role).
 */
async function resolveStep(
  tx: Transaction,
  companyId: string,
  requester: MemberFacts,
  template: StepTemplate,
): Promise<ResolvedStep> {
  let kind: ApproverKind | null = template.approverKind;
  let named = template.approverMemberId;
  while (kind) {
    const found = (await approversOfKind(tx, companyId, requester, kind, named)).filter(
      (id) => id !== requester.memberId,
    );
    const delegates = await delegatesFor(tx, companyId, found, requester.today);
    const delegations: Record<string, string> = {};
    const approvers = found.map((id) => {
      const delegate = delegates.get(id);
      if (delegate && delegate !== requester.memberId) {
        delegations[delegate] = id;
        return delegate;
      }
      return id;
    });
    const unique = [...new Set(approvers)];
    if (unique.length > 0) {
      return {
        approverKind: kind,
        mode: template.mode,
        approverMemberIds: unique,
        delegations,
        escalateAfterDays: template.escalateAfterDays,
      };
    }
    kind = NEXT_LEVEL[kind];
    named = null;
  }
  return {
    approverKind: 'admin',
    mode: 'any_of',
    approverMemberIds: [],
    delegations: {},
    escalateAfterDays: null,
  };
}

/**
 * Writes a request's steps for `purpose`: the first pending, the rest waiting. Answers who may
 * decide the pending step, to be told (empty without steps, or while nobody but the requester
 * holds the role it waits for).
 */
export async function createSteps(
  tx: Transaction,
  companyId: string,
  requestId: string,
  purpose: ApprovalPurpose,
  requester: MemberFacts,
  templates: readonly StepTemplate[],
): Promise<string[]> {
  let pending: string[] = [];
  const now = new Date();
  for (const [index, template] of templates.entries()) {
    const step = await resolveStep(tx, companyId, requester, template);
    const state = index === 0 ? 'pending' : 'waiting';
    if (state === 'pending') pending = step.approverMemberIds;
    await tx.insert(leaveRequestApprovals).values({
      companyId,
      requestId,
      purpose,
      position: index + 1,
      approverKind: step.approverKind,
      mode: step.mode,
      approverMemberIds: step.approverMemberIds,
      delegations: step.delegations,
      state,
      escalateAfterDays: step.escalateAfterDays,
      activatedAt: state === 'pending' ? now : null,
    });
  }
  return pending;
}
