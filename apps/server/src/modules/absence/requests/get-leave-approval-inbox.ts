import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { getLeaveApprovalInbox, LeaveInboxItem } from '@atrium/contract/absence';
import { isAdmin } from '@atrium/contract/access';
import {
  companyMembers,
  leaveRequestApprovals,
  leaveRequestDecisions,
  leaveRequests,
  leaveTypes,
  users,
} from '../../../db/schema/index.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { mayDecideSql } from './approval-deciders.ts';
import { availableInYear } from './ledger.ts';
import { listRequests } from './request-queries.ts';

/**
 * Requests waiting at a step the caller may decide and has not decided yet, oldest first, with the
 * balance after each and the colleagues of the requester's department away on the same days: the
 * steps naming the caller, and for an owner or admin those none of whose approvers may decide any
 * more (approval-deciders.ts). The caller's own requests never appear.
 */
export const getLeaveApprovalInboxHandler: OperationHandler<typeof getLeaveApprovalInbox> = ({ context }) =>
  context.withTenant(async (tx) => {
    const { companyId, companyMemberId } = context;
    const waiting = await tx
      .select({
        approvalId: leaveRequestApprovals.id,
        requestId: leaveRequestApprovals.requestId,
        purpose: leaveRequestApprovals.purpose,
      })
      .from(leaveRequestApprovals)
      .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestApprovals.requestId))
      .where(
        and(
          eq(leaveRequestApprovals.companyId, companyId),
          eq(leaveRequestApprovals.state, 'pending'),
          mayDecideSql(companyMemberId, isAdmin(context.roles), {
            approverMemberIds: leaveRequestApprovals.approverMemberIds,
            requesterId: leaveRequests.memberId,
          }),
          ne(leaveRequests.memberId, companyMemberId),
          sql`not exists (select 1 from ${leaveRequestDecisions} where ${leaveRequestDecisions.approvalId} = ${leaveRequestApprovals.id}
            and ${leaveRequestDecisions.actorMemberId} = ${companyMemberId})`,
        ),
      )
      .orderBy(asc(leaveRequestApprovals.activatedAt));
    if (waiting.length === 0) return [];
    const requests = await listRequests(
      tx,
      companyId,
      inArray(
        leaveRequests.id,
        waiting.map((row) => row.requestId),
      ),
    );
    const byId = new Map(requests.map((request) => [request.leaveRequestId, request]));
    const items: LeaveInboxItem[] = [];
    for (const row of waiting) {
      const request = byId.get(row.requestId);
      if (!request) continue;
      const [type] = await tx
        .select({ counts: sql<boolean>`${leaveTypes.countsAgainstAllowance} or ${leaveTypes.timeOffInLieu}` })
        .from(leaveTypes)
        .where(eq(leaveTypes.id, request.leaveTypeId));
      const balanceAfterMinutes = type?.counts
        ? await availableInYear(
            tx,
            companyId,
            request.memberId,
            request.leaveTypeId,
            Number(request.startsOn.slice(0, 4)),
          )
        : null;
      const overlapping = await tx
        .select({
          leaveRequestId: leaveRequests.id,
          memberName: sql<string>`coalesce(${users.name}, ${users.email})`,
          startsOn: leaveRequests.startsOn,
          endsOn: leaveRequests.endsOn,
          status: leaveRequests.status,
        })
        .from(leaveRequests)
        .innerJoin(companyMembers, eq(companyMembers.id, leaveRequests.memberId))
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(
            eq(leaveRequests.companyId, companyId),
            ne(leaveRequests.memberId, request.memberId),
            inArray(leaveRequests.status, ['pending', 'approved']),
            lte(leaveRequests.startsOn, request.endsOn),
            gte(leaveRequests.endsOn, request.startsOn),
            sql`${companyMembers.departmentId} is not distinct from (select ${companyMembers.departmentId} from ${companyMembers} where ${companyMembers.id} = ${request.memberId})`,
          ),
        )
        .orderBy(asc(leaveRequests.startsOn))
        .limit(20);
      items.push({
        ...request,
        approvalId: row.approvalId,
        purpose: row.purpose,
        balanceAfterMinutes,
        overlapping,
      });
    }
    return items;
  });
