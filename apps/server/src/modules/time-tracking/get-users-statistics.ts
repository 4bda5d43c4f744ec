import type { getUsersStatistics, StatisticsQuery, UsersStatistics } from '@atrium/contract/time-tracking';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { attendanceOf } from './attendance.ts';
import { byTotal, memberDayRollup, num, totalAndBillable, totalsOf } from './statistics-queries.ts';

/** statistics_GetUsersStatistics, and the export of that report: per member, per day and overall. */
export async function usersReport(context: MemberContext, query: StatisticsQuery): Promise<UsersStatistics> {
  const rows = await memberDayRollup(context, query);
  const attendance = await attendanceOf(context, query);
  const members = rows.filter((row) => num(row.grp) === 1);
  return {
    from: query.from,
    to: query.to,
    totals: totalsOf(rows.find((row) => num(row.grp) === 3)),
    rows: members
      .map((row) => ({
        companyMemberId: String(row.member_id),
        name: String(row.name ?? ''),
        departmentName: row.department_name === null ? null : String(row.department_name),
        ...totalsOf(row),
        days: num(row.entries),
      }))
      .sort(byTotal((row) => row.name)),
    attendance: attendance && { totals: attendance.totals, members: attendance.members },
    series: totalAndBillable(rows.filter((row) => num(row.grp) === 2)),
  };
}

export const getUsersStatisticsHandler: OperationHandler<typeof getUsersStatistics> = async ({
  context,
  query,
}) => usersReport(context, query);
