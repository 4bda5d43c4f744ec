import { sql, type SQL } from 'drizzle-orm';
import {
  LEAVE_REQUEST_PARTS,
  type getAbsenceGantt,
  type LeaveRequestPart,
  type Translations,
} from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import { notFound } from '../../../platform/errors/app-error.ts';
import type { OperationHandler, OperationInput } from '../../../platform/operations/module-operations.ts';
import { companyDays } from '../coverage-rules/company-days.ts';
import { departmentDays, ruleOf } from '../coverage-rules/coverage-queries.ts';
import { readableDepartment } from '../coverage-rules/department-access.ts';
import { displayNameSql, sortNameSql } from '../../people/person-name.ts';
import { readableMembers } from '../../time-tracking/member-scope.ts';
import { absenceRowsSql, leaveTypesSql } from './calendar-queries.ts';

/** The window's filters and page. */
type GanttQuery = Pick<
  OperationInput<typeof getAbsenceGantt>['query'],
  'from' | 'to' | 'divisionId' | 'departmentId' | 'offset' | 'limit'
>;

/**
 * The gantt window's one statement: the members the caller may see (ADMIN/OWNER everyone, a
 * manager the people of what they manage) filtered by division or department, one page of them
 * in name order, their days in the range, and how many members match in all. Exported for the
 * benchmark's bare-SQL comparison.
 */
export function ganttSql(
  context: Pick<MemberContext, 'companyId' | 'companyMemberId' | 'roles'>,
  query: GanttQuery,
): SQL {
  const filters = [
    sql`m.company_id = ${context.companyId}`,
    sql`m.status = 'ACTIVE'`,
    query.departmentId ? sql`m.department_id = ${query.departmentId}` : undefined,
    query.divisionId ? sql`dep.division_id = ${query.divisionId}` : undefined,
    readableMembers(context, sql`m.id`),
  ].filter((filter) => filter !== undefined);
  const where = sql.join(filters, sql` and `);
  // The page walks users_sort_name_idx in name order (the people directory's order) and stops
  // after one page; the total counts memberships alone, without reading names.
  return sql`with page as (
      select m.id, m.department_id, ${displayNameSql} as name, ${sortNameSql} as sort, users.id as user_id
      from company_members m
      join users on users.id = m.user_id
      left join departments dep on dep.company_id = m.company_id and dep.id = m.department_id
      where ${where}
      order by ${sortNameSql}, users.id offset ${query.offset} limit ${query.limit}),
    cells as (${absenceRowsSql(context, sql`select id from page`, query.from, query.to)})
    select (select count(*) from company_members m
        left join departments dep on dep.company_id = m.company_id and dep.id = m.department_id
        where ${where})::int as total,
      coalesce((select json_agg(json_build_array(p.id, p.name, p.department_id) order by p.sort, p.user_id) from page p), '[]'::json) as members,
      coalesce((select json_agg(json_build_array(c.member_id, c.day, c.status, c.leave_type_id, c.minutes, c.part)) from cells c), '[]'::json) as cells`;
}

type MemberTuple = [string, string, string | null];
type CellTuple = [string, string, 'approved' | 'pending', string | null, number, LeaveRequestPart];

/** admin/absence/gantt (docs/product/absence.md#gantt-chart): a window of members × days. */
export const getAbsenceGanttHandler: OperationHandler<typeof getAbsenceGantt> = async ({
  context,
  query,
}) => {
  return context.withTenant(async (tx) => {
    if (query.departmentId) await readableDepartment(tx, context, query.departmentId);
    if (query.divisionId) await divisionOr404(tx, context.companyId, query.divisionId);
    const result = await tx.execute<{ total: number; members: MemberTuple[]; cells: CellTuple[] }>(
      ganttSql(context, query),
    );
    const { total, members, cells } = result.rows[0]!;
    const types = await tx.execute<{ leave_type_id: string; names: Translations; colour: string }>(
      leaveTypesSql(context.companyId),
    );
    const days = await companyDays(tx, context.companyId, query.from, query.to);
    const memberIndex = new Map(members.map(([id], index) => [id, index]));
    const dayIndex = new Map(days.map((day, index) => [day.date, index]));
    const used = new Set(cells.map((cell) => cell[3]).filter((id) => id !== null));
    const leaveTypes = types.rows
      .filter((row) => used.has(row.leave_type_id))
      .map((row) => ({ leaveTypeId: row.leave_type_id, names: row.names, colour: row.colour }));
    const typeIndex = new Map(leaveTypes.map((type, index) => [type.leaveTypeId, index]));
    return {
      total,
      offset: query.offset,
      days,
      members: members.map(([memberId, name, departmentId]) => ({ memberId, name, departmentId })),
      leaveTypes,
      cells: cells.map(([memberId, day, status, leaveTypeId, minutes, part]) => [
        memberIndex.get(memberId)!,
        dayIndex.get(day)!,
        status === 'approved' ? 0 : 1,
        leaveTypeId === null ? -1 : typeIndex.get(leaveTypeId)!,
        Number(minutes),
        Math.max(0, LEAVE_REQUEST_PARTS.indexOf(part)),
      ]),
      rule: query.departmentId ? await ruleOf(tx, context.companyId, query.departmentId) : null,
      coverage: query.departmentId
        ? await departmentDays(tx, context.companyId, query.departmentId, query.from, query.to)
        : [],
    };
  });
};

export async function divisionOr404(tx: Transaction, companyId: string, divisionId: string): Promise<void> {
  const found = await tx.execute(
    sql`select 1 from divisions where company_id = ${companyId} and id = ${divisionId}`,
  );
  if (found.rows.length === 0) throw notFound('The division');
}
