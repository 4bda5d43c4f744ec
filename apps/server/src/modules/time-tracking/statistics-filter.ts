import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { StatisticsQuery } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { readableMembers } from './member-scope.ts';

/**
 * The activities a report adds up: finished ones of the range, narrowed by the filters and, in
 * the same WHERE, by the caller's scope (readableMembers). A filter naming someone outside the
 * scope, or another company's record, simply matches nothing.
 */
export function statisticsWhere(
  context: Pick<MemberContext, 'companyId' | 'companyMemberId' | 'roles'>,
  query: StatisticsQuery,
): SQL {
  const { companyId } = context;
  return and(
    eq(activities.companyId, companyId),
    sql`${activities.day} between ${query.from}::date and ${query.to}::date`,
    sql`${activities.durationSeconds} is not null`,
    query.companyMemberId ? eq(activities.companyMemberId, query.companyMemberId) : undefined,
    query.projectId ? eq(activities.projectId, query.projectId) : undefined,
    query.actionTypeId ? eq(activities.actionTypeId, query.actionTypeId) : undefined,
    query.departmentId
      ? sql`${activities.companyMemberId} in (select dm.id from company_members dm
          where dm.company_id = ${companyId} and dm.department_id = ${query.departmentId})`
      : undefined,
    query.clientId
      ? sql`${activities.projectId} in (select cp.id from projects cp
          where cp.company_id = ${companyId} and cp.client_id = ${query.clientId})`
      : undefined,
    readableMembers(context, activities.companyMemberId),
  )!;
}
