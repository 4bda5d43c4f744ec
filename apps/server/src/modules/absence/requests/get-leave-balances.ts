import type { getLeaveBalances } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { leaveYearBounds, reportLeaveTypes } from '../reports/report-queries.ts';
import { schedulesOf } from '../work-schedule-queries.ts';
import { dayMinutesOf } from './allowances.ts';
import { balanceMemberOf } from './balance-access.ts';
import { balancesOn } from './ledger.ts';
import { memberToday } from './member-facts.ts';

/**
 * A member's balances on a day (today in their zone unless asked), pending requests as reserved,
 * each with the unit it is best read in (docs/product/absence.md#allowances-and-balances): days of
 * the member's working day when a policy gives the type days that year, else hours.
 */
export const getLeaveBalancesHandler: OperationHandler<typeof getLeaveBalances> = ({ context, query }) =>
  context.withTenant(async (tx) => {
    const memberId = balanceMemberOf(context, query.memberId);
    const today = await memberToday(tx, context.companyId, memberId);
    const on = query.on ?? today;
    const balances = await balancesOn(tx, context.companyId, memberId, on);
    const year = leaveYearBounds(Number(on.slice(0, 4)));
    const units = new Map(
      (await reportLeaveTypes(tx, context.companyId, year.start, year.end)).map((type) => [
        type.leaveTypeId,
        type.unit,
      ]),
    );
    const dayMinutes = dayMinutesOf(
      { schedules: await schedulesOf(tx, context.companyId, memberId) },
      year.start,
    );
    return {
      memberId,
      on,
      balances: balances.map((balance) => ({
        ...balance,
        unit: units.get(balance.leaveTypeId) ?? 'hours',
        dayMinutes,
      })),
    };
  });
