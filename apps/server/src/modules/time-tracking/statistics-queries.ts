import { sql, type SQL } from 'drizzle-orm';
import type { StatisticsQuery, StatisticsSeries } from '@atrium/contract/time-tracking';
import { activities } from '../../db/schema/index.ts';
import type { MemberContext } from '../../platform/auth/request-context.ts';
import { statisticsWhere } from './statistics-filter.ts';

/*
 * The statistics reports' shared queries (each report is in the file of its operation,
 * get-<report>-statistics.ts). Each report is one query: the filtered activities are first summed per (member, day) — or per
 * (key, member, day) — and that much smaller set is then rolled up with GROUPING SETS into the
 * table rows, the chart points and the grand total at once.
 */

export type Raw = Record<string, unknown>;
export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const memberName = sql.raw(
  `coalesce(nullif(u.name, ''), nullif(trim(concat_ws(' ', u.given_name, u.family_name)), ''), u.email, '')`,
);

export function totalsOf(row: Raw | undefined) {
  return {
    totalSeconds: num(row?.total),
    billableSeconds: num(row?.billable),
    activityCount: num(row?.n),
  };
}

export const byTotal =
  <Row extends { totalSeconds: number }>(label: (row: Row) => string) =>
  (a: Row, b: Row) =>
    b.totalSeconds - a.totalSeconds || label(a).localeCompare(label(b));

export function totalAndBillable(days: Raw[]): StatisticsSeries[] {
  const sorted = [...days].sort((a, b) => String(a.day).localeCompare(String(b.day)));
  return [
    {
      key: 'total',
      label: 'Total',
      colour: null,
      points: sorted.map((d) => ({ date: String(d.day), seconds: num(d.total) })),
    },
    {
      key: 'billable',
      label: 'Billable',
      colour: null,
      points: sorted.map((d) => ({ date: String(d.day), seconds: num(d.billable) })),
    },
  ];
}

/** Per member × day, rolled up per member, per day and overall: the users and hours reports. */
export async function memberDayRollup(context: MemberContext, query: StatisticsQuery): Promise<Raw[]> {
  const statement = memberDayRollupSql(context, query);
  return context.withTenant(async (tx) => (await tx.execute(statement)).rows);
}

/** The users/hours report's one statement (exported for the benchmark's bare-SQL comparison). */
export function memberDayRollupSql(
  context: Pick<MemberContext, 'companyId' | 'companyMemberId' | 'roles'>,
  query: StatisticsQuery,
): SQL {
  const where = statisticsWhere(context, query);
  return sql`
      with per_day as (
        select ${activities.companyMemberId} as member_id, ${activities.day} as day,
          sum(${activities.durationSeconds}) as total,
          coalesce(sum(${activities.durationSeconds}) filter (where ${activities.billable}), 0) as billable,
          count(*) as n
        from ${activities} where ${where}
        group by 1, 2)
      select g.*, ${memberName} as name, d.name as department_name
      from (
        select grouping(member_id, day) as grp, member_id, day::text as day,
          sum(total)::bigint as total, sum(billable)::bigint as billable, sum(n)::bigint as n,
          count(*)::int as entries
        from per_day group by grouping sets ((member_id), (day), ())) g
      left join company_members cm on cm.id = g.member_id
      left join users u on u.id = cm.user_id
      left join departments d on d.id = cm.department_id`;
}

/** Per key (project or action type) × member × day, rolled up per key, per key and day, overall. */
export async function keyRollup(
  context: MemberContext,
  query: StatisticsQuery,
  key: 'project' | 'action',
): Promise<Raw[]> {
  const where = statisticsWhere(context, query);
  const column = key === 'project' ? activities.projectId : activities.actionTypeId;
  const details =
    key === 'project'
      ? sql`p.name as label, p.colour, p.budget_hours, c.id as client_id, c.name as client_name
          from keyed g left join projects p on p.id = g.key_id left join clients c on c.id = p.client_id`
      : sql`t.name as label, null as colour from keyed g left join action_types t on t.id = g.key_id`;
  return context.withTenant(async (tx) => {
    const result = await tx.execute(sql`
      with per_day as (
        select ${column} as key_id, ${activities.companyMemberId} as member_id, ${activities.day} as day,
          sum(${activities.durationSeconds}) as total,
          coalesce(sum(${activities.durationSeconds}) filter (where ${activities.billable}), 0) as billable,
          count(*) as n
        from ${activities} where ${where}
        group by 1, 2, 3),
      keyed as (
        select grouping(key_id, day) as grp, key_id, day::text as day,
          sum(total)::bigint as total, sum(billable)::bigint as billable, sum(n)::bigint as n,
          count(distinct member_id)::int as members
        from per_day group by grouping sets ((key_id), (key_id, day), ()))
      select g.*, ${details}`);
    return result.rows;
  });
}

export function keySeries(rows: Raw[]): StatisticsSeries[] {
  const series = new Map<string, StatisticsSeries>();
  for (const row of rows.filter((candidate) => num(candidate.grp) === 0)) {
    const key = String(row.key_id);
    let entry = series.get(key);
    if (!entry) {
      entry = {
        key,
        label: String(row.label ?? ''),
        colour: row.colour ? String(row.colour) : null,
        points: [],
      };
      series.set(key, entry);
    }
    entry.points.push({ date: String(row.day), seconds: num(row.total) });
  }
  for (const entry of series.values()) entry.points.sort((a, b) => a.date.localeCompare(b.date));
  return [...series.values()].sort((a, b) => a.label.localeCompare(b.label));
}
