import type { getHoursStatistics, HoursStatistics, StatisticsQuery } from '@atrium/contract/time-tracking';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { attendanceOf } from './attendance.ts';
import { memberDayRollup, num, totalAndBillable, totalsOf } from './statistics-queries.ts';

/** statistics_GetHoursStatistics, and the export of that report: per day and overall. */
export async function hoursReport(context: MemberContext, query: StatisticsQuery): Promise<HoursStatistics> {
  const rows = await memberDayRollup(context, query);
  const attendance = await attendanceOf(context, query);
  const days = rows.filter((row) => num(row.grp) === 2);
  return {
    from: query.from,
    to: query.to,
    totals: totalsOf(rows.find((row) => num(row.grp) === 3)),
    rows: days
      .map((row) => ({ date: String(row.day), ...totalsOf(row), memberCount: num(row.entries) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    attendance: attendance && { totals: attendance.totals, days: attendance.days },
    series: totalAndBillable(days),
  };
}

export const getHoursStatisticsHandler: OperationHandler<typeof getHoursStatistics> = async ({
  context,
  query,
}) => hoursReport(context, query);
