import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { Transaction } from '../../db/database.ts';
import { companyMembers, leaveRequests, leaveTypes, users } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { likePattern } from '../companies/get-company-members.ts';
import { displayNameSql } from '../people/person-name.ts';

/**
 * The leave requests a caller may generate documents for, as the generation itself checks them
 * (docs/product/templates.md#access): their own, those they are an approver of, every one for
 * OWNER/ADMIN.
 */
function visibleRequests(context: Pick<MemberContext, 'companyMemberId' | 'roles'>): SQL | undefined {
  if (isAdmin(context.roles)) return undefined;
  return or(
    eq(leaveRequests.memberId, context.companyMemberId),
    sql`exists (select 1 from leave_request_approvals a
      where a.company_id = ${leaveRequests.companyId} and a.request_id = ${leaveRequests.id}
      and ${context.companyMemberId}::uuid = any(a.approver_member_ids))`,
  );
}

/** Requests of the company the caller may see, filtered by member and period, newest first. */
export function readRequestChoices(
  tx: Transaction,
  context: MemberContext,
  filter: { search?: string; from?: string; to?: string; status?: 'approved'; limit?: number },
) {
  const pattern = filter.search ? likePattern(filter.search) : null;
  const query = tx
    .select({
      leaveRequestId: leaveRequests.id,
      companyMemberId: leaveRequests.memberId,
      memberName: displayNameSql,
      leaveType: leaveTypes.names,
      startsOn: leaveRequests.startsOn,
      endsOn: leaveRequests.endsOn,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .innerJoin(companyMembers, eq(companyMembers.id, leaveRequests.memberId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(
      and(
        eq(leaveRequests.companyId, context.companyId),
        visibleRequests(context),
        pattern ? or(ilike(displayNameSql, pattern), ilike(users.email, pattern)) : undefined,
        filter.from ? gte(leaveRequests.endsOn, filter.from) : undefined,
        filter.to ? lte(leaveRequests.startsOn, filter.to) : undefined,
        filter.status ? eq(leaveRequests.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(leaveRequests.startsOn), desc(leaveRequests.createdAt));
  return filter.limit ? query.limit(filter.limit) : query;
}
