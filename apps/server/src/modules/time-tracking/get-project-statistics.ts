import type {
  getProjectStatistics,
  ProjectStatistics,
  StatisticsQuery,
} from '@atrium/contract/time-tracking';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { byTotal, keyRollup, keySeries, num, totalsOf } from './statistics-queries.ts';

/** statistics_GetProjectStatistics, and the export of that report: per project and overall. */
export async function projectReport(
  context: MemberContext,
  query: StatisticsQuery,
): Promise<ProjectStatistics> {
  const rows = await keyRollup(context, query, 'project');
  return {
    from: query.from,
    to: query.to,
    totals: totalsOf(rows.find((row) => num(row.grp) === 3)),
    rows: rows
      .filter((row) => num(row.grp) === 1)
      .map((row) => ({
        projectId: String(row.key_id),
        projectName: String(row.label ?? ''),
        colour: String(row.colour ?? ''),
        clientId: String(row.client_id),
        clientName: String(row.client_name ?? ''),
        budgetHours:
          row.budget_hours === null || row.budget_hours === undefined ? null : Number(row.budget_hours),
        ...totalsOf(row),
        memberCount: num(row.members),
      }))
      .sort(byTotal((row) => row.projectName)),
    series: keySeries(rows),
  };
}

export const getProjectStatisticsHandler: OperationHandler<typeof getProjectStatistics> = async ({
  context,
  query,
}) => projectReport(context, query);
