import { isAdmin } from '@atrium/contract/access';
import type { ApproverKind } from '../../../db/schema/index.ts';
import type { Transaction } from '../../../db/database.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import { approversOfKind, NEXT_LEVEL } from '../requests/approval-steps.ts';
import { memberFacts } from '../requests/member-facts.ts';

/*
 * Who approves a member's overtime (docs/product/overtime.md#approval): the approvers a leave
 * request of theirs would go to by default — their department's manager, else their division's,
 * else the owners and admins, passing up the levels as the approval chain does — and any owner or
 * admin. Nobody approves their own.
 */

/** The members who may approve `memberId`'s overtime through the chain (owners and admins aside). */
async function overtimeApproversOf(tx: Transaction, companyId: string, memberId: string): Promise<string[]> {
  const member = await memberFacts(tx, companyId, memberId);
  for (let kind: ApproverKind | null = 'department_manager'; kind; kind = NEXT_LEVEL[kind]) {
    const ids = (await approversOfKind(tx, companyId, member, kind, null)).filter((id) => id !== memberId);
    if (ids.length > 0) return ids;
  }
  return [];
}

/** Whether the caller may approve `memberId`'s overtime. */
export async function mayApproveOvertime(
  tx: Transaction,
  context: MemberContext,
  memberId: string,
): Promise<boolean> {
  if (memberId === context.companyMemberId) return false;
  if (isAdmin(context.roles)) return true;
  return (await overtimeApproversOf(tx, context.companyId, memberId)).includes(context.companyMemberId);
}

/**
 * Whose overtime the caller reads: their own, or someone whose overtime they may approve. Anyone
 * else, and a member of another company, answers 404.
 */
export async function overtimeMemberOf(
  tx: Transaction,
  context: MemberContext,
  memberId: string | undefined,
): Promise<string> {
  if (memberId === undefined || memberId === context.companyMemberId) return context.companyMemberId;
  await memberFacts(tx, context.companyId, memberId);
  if (!(await mayApproveOvertime(tx, context, memberId))) throw notFound('The member');
  return memberId;
}
