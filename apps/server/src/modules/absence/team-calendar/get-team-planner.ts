import { sql } from 'drizzle-orm';
import type { getTeamPlanner, Translations } from '@atrium/contract/absence';
import { addUtcDays } from '@atrium/contract/dates';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { companyDays } from '../coverage-rules/company-days.ts';
import { ruleOf } from '../coverage-rules/coverage-queries.ts';
import { readableDepartment } from '../coverage-rules/department-access.ts';
import { displayNameSql } from '../../people/person-name.ts';
import {
  absenceRowsSql,
  coverageFrom,
  leaveTypesSql,
  toAbsence,
  usedLeaveTypes,
  type AbsenceRow,
} from './calendar-queries.ts';

/** The last day of a month `YYYY-MM`. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return addUtcDays(
    `${String(year! + (monthNumber === 12 ? 1 : 0))}-${String((monthNumber! % 12) + 1).padStart(2, '0')}-01`,
    -1,
  );
}

/**
 * absence/planner (docs/product/absence.md#team-planner): a month of one department — the
 * caller's own unless they name one they may read — with its active members, their approved and
 * pending days, the company's weekends and holidays, and the coverage of each day.
 */
export const getTeamPlannerHandler: OperationHandler<typeof getTeamPlanner> = async ({ context, query }) => {
  const from = `${query.month}-01`;
  const to = lastDayOf(query.month);
  return context.withTenant(async (tx) => {
    let departmentId = query.departmentId ?? null;
    if (departmentId === null) {
      const own = await tx.execute<{ department_id: string | null }>(sql`
        select department_id from company_members where company_id = ${context.companyId} and id = ${context.companyMemberId}`);
      departmentId = own.rows[0]?.department_id ?? null;
    }
    if (departmentId !== null) await readableDepartment(tx, context, departmentId);
    const members =
      departmentId === null
        ? sql`select ${context.companyMemberId}::uuid`
        : sql`select m.id from company_members m
            where m.company_id = ${context.companyId} and m.department_id = ${departmentId} and m.status = 'ACTIVE'`;

    const people = await tx.execute<{ member_id: string; name: string; department_id: string | null }>(sql`
      select m.id as member_id, ${displayNameSql} as name, m.department_id
      from company_members m join users on users.id = m.user_id
      where m.company_id = ${context.companyId} and m.id in (${members})
      order by lower(${displayNameSql}), m.id`);
    const rows = await tx.execute<AbsenceRow>(absenceRowsSql(context, members, from, to, { requests: true }));
    const types = await tx.execute<{ leave_type_id: string; names: Translations; colour: string }>(
      leaveTypesSql(context.companyId),
    );
    const days = await companyDays(tx, context.companyId, from, to);
    const absences = rows.rows.map(toAbsence);
    return {
      departmentId,
      days,
      members: people.rows.map((row) => ({
        memberId: row.member_id,
        name: row.name,
        departmentId: row.department_id,
      })),
      leaveTypes: usedLeaveTypes(types.rows, absences),
      absences,
      rule: departmentId === null ? null : await ruleOf(tx, context.companyId, departmentId),
      coverage: coverageFrom(days, absences, people.rows.length),
    };
  });
};
