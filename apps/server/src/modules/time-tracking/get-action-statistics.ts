import type { ActionStatistics, getActionStatistics, StatisticsQuery } from '@atrium/contract/time-tracking';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { byTotal, keyRollup, keySeries, num, totalsOf } from './statistics-queries.ts';

/** statistics_GetActionStatistics, and the export of that report: per action type and overall. */
export async function actionReport(
  context: MemberContext,
  query: StatisticsQuery,
): Promise<ActionStatistics> {
  const rows = await keyRollup(context, query, 'action');
  return {
    from: query.from,
    to: query.to,
    totals: totalsOf(rows.find((row) => num(row.grp) === 3)),
    rows: rows
      .filter((row) => num(row.grp) === 1)
      .map((row) => ({
        actionTypeId: String(row.key_id),
        actionTypeName: String(row.label ?? ''),
        ...totalsOf(row),
        memberCount: num(row.members),
      }))
      .sort(byTotal((row) => row.actionTypeName)),
    series: keySeries(rows),
  };
}

export const getActionStatisticsHandler: OperationHandler<typeof getActionStatistics> = async ({
  context,
  query,
}) => actionReport(context, query);
