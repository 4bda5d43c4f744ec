import { sql } from 'drizzle-orm';
import { isAdmin } from '@atrium/contract/access';
import type { getTeamOvertime } from '@atrium/contract/absence';
import type { Transaction } from '../../../db/database.ts';
import type { MemberContext } from '../../../platform/auth/request-context.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { monthBounds } from '../payroll/payroll-figures.ts';
import { mayApproveOvertime } from './overtime-access.ts';
import { overtimeFigures } from './overtime-weeks.ts';

/**
 * The members whose overtime the caller approves: for an owner or admin every active member but
 * themselves; for a manager the active members of the departments and divisions they manage whose
 * approval chain reaches them (overtime-access.ts).
 */
async function teamOf(tx: Transaction, context: MemberContext): Promise<string[]> {
  const { companyId, companyMemberId } = context;
  if (isAdmin(context.roles)) {
    const rows = await tx.execute<{ id: string }>(sql`
      select m.id from company_members m where m.company_id = ${companyId}
        and m.status = 'ACTIVE' and m.id <> ${companyMemberId}`);
    return rows.rows.map((row) => row.id);
  }
  const rows = await tx.execute<{ id: string }>(sql`
    select m.id from company_members m
      left join departments d on d.company_id = m.company_id and d.id = m.department_id
    where m.company_id = ${companyId} and m.status = 'ACTIVE' and m.id <> ${companyMemberId}
      and exists (select 1 from department_roles r where r.company_id = m.company_id
        and r.company_member_id = ${companyMemberId}
        and ((r.role = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' and r.department_id = m.department_id)
          or (r.role = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' and r.division_id = d.division_id)))`);
  const team: string[] = [];
  for (const { id } of rows.rows) if (await mayApproveOvertime(tx, context, id)) team.push(id);
  return team;
}

/** The month's overtime of the caller's team, with each week's state (docs/product/overtime.md#team). */
export const getTeamOvertimeHandler: OperationHandler<typeof getTeamOvertime> = ({ context, query }) =>
  context.withTenant(async (tx) => {
    const { from, to } = monthBounds(query.month);
    const team = await teamOf(tx, context);
    const { rules, members } = await overtimeFigures(tx, context.companyId, team, from, to);
    return {
      month: query.month,
      requiresApproval: rules.requiresApproval,
      members: members.map((member) => ({
        memberId: member.memberId,
        name: member.name,
        overtimeMinutes: member.overtimeMinutes,
        weeks: member.weeks,
      })),
    };
  });
