import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../db/database.ts';
import { companyMembers, users } from '../../../db/schema/index.ts';

/*
 * Who may decide a step now (docs/product/absence.md#approvals). A step's approvers are resolved
 * when the request is made, but people leave: an approver whose membership or account is disabled
 * may no longer decide, and nobody decides their own request. A step none of whose approvers may
 * decide goes to the company's owners and admins other than the requester, worked out when it is
 * read or decided, so it reaches whoever holds that role then (decision 080).
 */

/** Members of the company who may decide: the membership active, the account not disabled. */
export const decidingMember = and(eq(companyMembers.status, 'ACTIVE'), eq(users.disabled, false));

/** Of `memberIds`, those who may decide. */
async function eligibleAmong(
  tx: Transaction,
  companyId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.id, [...new Set(memberIds)]),
        decidingMember,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The company's owners and admins who may decide, oldest membership first. */
async function ownersAndAdmins(tx: Transaction, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.role, ['OWNER', 'ADMIN']),
        decidingMember,
      ),
    )
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map((row) => row.id);
}

export interface StepDeciders {
  /** Who may decide the step now, never the requester. */
  memberIds: string[];
  /** None of the step's own approvers may: the owners and admins decide, any one of them. */
  fallback: boolean;
}

interface StepOfRequest {
  approverMemberIds: readonly string[];
  requesterId: string;
}

/** Who may decide each step, in two statements at most whatever the number of steps. */
export async function decidersOfSteps(
  tx: Transaction,
  companyId: string,
  steps: readonly StepOfRequest[],
): Promise<StepDeciders[]> {
  const eligible = await eligibleAmong(
    tx,
    companyId,
    steps.flatMap((step) => step.approverMemberIds),
  );
  const own = steps.map((step) =>
    step.approverMemberIds.filter((id) => id !== step.requesterId && eligible.has(id)),
  );
  const admins = own.some((ids) => ids.length === 0) ? await ownersAndAdmins(tx, companyId) : [];
  return steps.map((step, index) => {
    const ids = own[index]!;
    if (ids.length > 0) return { memberIds: ids, fallback: false };
    return { memberIds: admins.filter((id) => id !== step.requesterId), fallback: true };
  });
}

/**
 * SQL: the member `memberId` may decide the step `approval` of the request `request` — one of its
 * approvers, or, being an owner or admin (`callerIsAdmin`), when none of its approvers may decide.
 * The caller deciding is signed in, so active; the requester is left out by the caller's query.
 */
export function mayDecideSql(
  memberId: string,
  callerIsAdmin: boolean,
  approval: { approverMemberIds: AnyColumn | SQL; requesterId: AnyColumn | SQL },
): SQL {
  const listed = sql`${memberId}::uuid = any(${approval.approverMemberIds})`;
  if (!callerIsAdmin) return listed;
  return sql`(${listed} or not exists (select 1 from ${companyMembers}
    join ${users} on ${users.id} = ${companyMembers.userId}
    where ${companyMembers.id} = any(${approval.approverMemberIds})
      and ${companyMembers.id} <> ${approval.requesterId}
      and ${companyMembers.status} = 'ACTIVE' and not ${users.disabled}))`;
}
