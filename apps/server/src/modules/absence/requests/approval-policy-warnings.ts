import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  APPROVAL_WARNING_NAMES_MAX,
  type ApprovalFallbackReason,
  type ApprovalPolicyWarning,
  type ApprovalRule,
} from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import { companyMembers, departmentRoles, departments, divisions, users } from '../../../db/schema/index.ts';
import { decidingMember } from './approval-deciders.ts';
import { DEFAULT_STEPS } from './approval-steps.ts';

/*
 * Where the approval policy, as the company stands today, sends a step to the owners and admins
 * (docs/product/absence.md#approvals, decision 080): so that whoever keeps the policy sees which
 * rule falls back and why before a request meets it. The levels are those of approval-steps.ts: a
 * department manager's step passes to the division manager and only then to the owners and admins.
 * Delegates are left out: they stand in only while an approver is away.
 */

const personName = sql<string>`coalesce(${users.name}, ${users.email}, '')`;

interface Manager {
  memberId: string;
  name: string;
  /** Where the person sits, which decides who approves their own requests. */
  ownDepartmentId: string | null;
}

/** The organisation as the warnings need it, in a handful of statements. */
async function companyFacts(tx: Transaction, companyId: string, namedIds: readonly string[]) {
  const departmentRows = await tx
    .select({ id: departments.id, name: departments.name, divisionId: departments.divisionId })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.sortOrder), asc(departments.name));
  const divisionRows = await tx
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(eq(divisions.companyId, companyId))
    .orderBy(asc(divisions.sortOrder), asc(divisions.name));
  const people = await tx
    .select({ departmentId: companyMembers.departmentId, people: count() })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), decidingMember))
    .groupBy(companyMembers.departmentId);
  const peopleIn = new Map(people.map((row) => [row.departmentId, row.people]));
  const roles = await tx
    .select({
      role: departmentRoles.role,
      departmentId: departmentRoles.departmentId,
      divisionId: departmentRoles.divisionId,
      memberId: companyMembers.id,
      name: personName,
      ownDepartmentId: companyMembers.departmentId,
    })
    .from(departmentRoles)
    .innerJoin(companyMembers, eq(companyMembers.id, departmentRoles.companyMemberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(departmentRoles.companyId, companyId), decidingMember))
    .orderBy(asc(companyMembers.createdAt));
  const admins = await tx
    .select({ name: personName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.role, ['OWNER', 'ADMIN']),
        decidingMember,
      ),
    )
    .limit(2);
  const unplaced = await tx
    .select({ name: personName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.departmentId), decidingMember))
    .orderBy(sql`lower(${personName})`)
    .limit(APPROVAL_WARNING_NAMES_MAX);
  const named =
    namedIds.length === 0
      ? []
      : await tx
          .select({
            memberId: companyMembers.id,
            name: personName,
            departmentId: companyMembers.departmentId,
            deciding: sql<boolean>`${companyMembers.status} = 'ACTIVE' and not ${users.disabled}`,
          })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, [...namedIds])));

  const managersOf = (role: 'DEPARTMENT' | 'DIVISION', id: string): Manager[] =>
    roles
      .filter((row) =>
        role === 'DEPARTMENT'
          ? row.role === 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' && row.departmentId === id
          : row.role === 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' && row.divisionId === id,
      )
      .map(({ memberId, name, ownDepartmentId }) => ({ memberId, name, ownDepartmentId }));
  return {
    departments: departmentRows.map((row) => ({ ...row, people: peopleIn.get(row.id) ?? 0 })),
    divisions: new Map(divisionRows.map((row) => [row.id, row.name])),
    unplaced: { count: peopleIn.get(null) ?? 0, names: unplaced.map((row) => row.name) },
    admins: admins.map((row) => row.name),
    named: new Map(named.map((row) => [row.memberId, row])),
    managersOf,
  };
}

type Facts = Awaited<ReturnType<typeof companyFacts>>;
type Step = Pick<ApprovalRule['steps'][number], 'approverKind' | 'approverMemberId'>;
type Scope = Pick<ApprovalRule, 'departmentId' | 'divisionId'>;

/** Why one step falls back, with the names concerned (in order, without repeats). */
function stepReasons(facts: Facts, scope: Scope, step: Step): Map<ApprovalFallbackReason, string[]> {
  const reasons = new Map<ApprovalFallbackReason, string[]>();
  const add = (reason: ApprovalFallbackReason, name: string) => {
    const names = reasons.get(reason) ?? [];
    if (!names.includes(name)) names.push(name);
    reasons.set(reason, names);
  };
  const inScope = facts.departments.filter(
    (department) =>
      department.people > 0 &&
      (scope.departmentId === null || department.id === scope.departmentId) &&
      (scope.divisionId === null || department.divisionId === scope.divisionId),
  );
  const inScopeIds = new Set(inScope.map((department) => department.id));
  const unplacedInScope = scope.departmentId === null && scope.divisionId === null;
  /** The requester's own requests find nobody before the owners and admins. */
  const alone = (manager: Manager, levels: Manager[][]) =>
    levels.every((level) => level.every((other) => other.memberId === manager.memberId));

  if (step.approverKind === 'named_member') {
    const named = step.approverMemberId ? facts.named.get(step.approverMemberId) : undefined;
    if (!named || !named.deciding) add('approver_left', named?.name ?? '');
    else if (named.departmentId === null ? unplacedInScope : inScopeIds.has(named.departmentId))
      add('approver_is_requester', named.name);
  } else if (step.approverKind === 'department_manager') {
    for (const department of inScope) {
      const own = facts.managersOf('DEPARTMENT', department.id);
      const above = facts.managersOf('DIVISION', department.divisionId);
      if (own.length === 0 && above.length === 0) add('no_manager', department.name);
      for (const manager of [...own, ...above]) {
        if (manager.ownDepartmentId === department.id && alone(manager, [own, above]))
          add('approver_is_requester', manager.name);
      }
    }
  } else if (step.approverKind === 'division_manager') {
    for (const department of inScope) {
      const above = facts.managersOf('DIVISION', department.divisionId);
      if (above.length === 0) add('no_manager', facts.divisions.get(department.divisionId) ?? '');
      for (const manager of above) {
        if (manager.ownDepartmentId === department.id && alone(manager, [above]))
          add('approver_is_requester', manager.name);
      }
    }
  }
  if (step.approverKind !== 'admin' && step.approverKind !== 'named_member' && unplacedInScope) {
    for (const name of facts.unplaced.names) add('no_department', name);
  }
  return reasons;
}

function warning(
  base: Pick<ApprovalPolicyWarning, 'scope' | 'approvalRuleId' | 'ruleName' | 'position'>,
  reason: ApprovalFallbackReason,
  names: string[],
  total?: number,
): ApprovalPolicyWarning {
  const known = names.filter((name) => name !== '');
  const shown = known.slice(0, APPROVAL_WARNING_NAMES_MAX);
  return { ...base, reason, names: shown, more: Math.max(0, (total ?? known.length) - shown.length) };
}

/** A rule every request matches, so that the default step is never reached. */
const catchesAll = (rule: ApprovalRule) =>
  rule.leaveTypeId === null &&
  rule.divisionId === null &&
  rule.departmentId === null &&
  rule.minDays === null &&
  !rule.onlyWhenNegative;

/** The policy's fallbacks: the company first, then each rule's steps in order, then the default. */
export async function policyWarnings(
  tx: Transaction,
  companyId: string,
  rules: readonly ApprovalRule[],
): Promise<ApprovalPolicyWarning[]> {
  const namedIds = rules.flatMap((rule) =>
    rule.steps.map((step) => step.approverMemberId).filter((id): id is string => id !== null),
  );
  const facts = await companyFacts(tx, companyId, [...new Set(namedIds)]);
  const warnings: ApprovalPolicyWarning[] = [];
  if (facts.admins.length < 2) {
    warnings.push(
      warning({ scope: 'company', approvalRuleId: null, ruleName: null, position: null }, 'no_other_admin', [
        ...facts.admins,
      ]),
    );
  }
  const stepped: { base: Parameters<typeof warning>[0]; scope: Scope; steps: readonly Step[] }[] = rules.map(
    (rule) => ({
      base: { scope: 'rule', approvalRuleId: rule.approvalRuleId, ruleName: rule.name, position: null },
      scope: rule,
      steps: rule.steps,
    }),
  );
  if (!rules.some(catchesAll)) {
    stepped.push({
      base: { scope: 'default', approvalRuleId: null, ruleName: null, position: null },
      scope: { departmentId: null, divisionId: null },
      steps: DEFAULT_STEPS,
    });
  }
  for (const { base, scope, steps } of stepped) {
    steps.forEach((step, index) => {
      for (const [reason, names] of stepReasons(facts, scope, step)) {
        const total = reason === 'no_department' ? facts.unplaced.count : undefined;
        warnings.push(warning({ ...base, position: index + 1 }, reason, names, total));
      }
    });
  }
  return warnings;
}
