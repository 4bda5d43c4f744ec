import { sql, type SQL } from 'drizzle-orm';
import type { FeedScope } from '@atrium/contract/absence';
import { isAdmin, isManager } from '@atrium/contract/access';
import type { Transaction } from '../../../db/database.ts';

interface Holder {
  companyId: string;
  companyMemberId: string;
  roles: readonly string[];
}

/**
 * The scopes a member's rights allow now: their own absences always; their team's (their
 * department and the departments they manage) when they are in one or manage one; the whole
 * company's for ADMIN/OWNER.
 */
export async function allowedScopes(tx: Transaction, holder: Holder): Promise<FeedScope[]> {
  const rows = await tx.execute<{ department_id: string | null }>(sql`
    select department_id from company_members where company_id = ${holder.companyId} and id = ${holder.companyMemberId}`);
  const scopes: FeedScope[] = ['mine'];
  if (rows.rows[0]?.department_id || isManager(holder.roles)) scopes.push('team');
  if (isAdmin(holder.roles)) scopes.push('company');
  return scopes;
}

/** The widest of `allowed` not wider than `asked`: a feed never shows more than its holder may see now. */
export function effectiveScope(asked: FeedScope, allowed: readonly FeedScope[]): FeedScope {
  const order: FeedScope[] = ['mine', 'team', 'company'];
  for (let index = order.indexOf(asked); index >= 0; index--) {
    if (allowed.includes(order[index]!)) return order[index]!;
  }
  return 'mine';
}

/** The member ids a scope covers, as a subquery. */
export function scopeMembersSql(holder: Holder, scope: FeedScope): SQL {
  if (scope === 'mine') return sql`select ${holder.companyMemberId}::uuid`;
  if (scope === 'company') {
    return sql`select m.id from company_members m where m.company_id = ${holder.companyId} and m.status = 'ACTIVE'`;
  }
  return sql`select m.id from company_members m
    where m.company_id = ${holder.companyId} and m.status = 'ACTIVE'
      and (m.id = ${holder.companyMemberId}
        or m.department_id = (select me.department_id from company_members me
          where me.company_id = ${holder.companyId} and me.id = ${holder.companyMemberId})
        or m.department_id in (select md.id from departments md
          join department_roles mr on mr.company_id = md.company_id and mr.company_member_id = ${holder.companyMemberId}
          where md.company_id = ${holder.companyId}
            and ((mr.role = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER' and mr.department_id = md.id)
              or (mr.role = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER' and mr.division_id = md.division_id))))`;
}
