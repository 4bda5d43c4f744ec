import type { getLeaveBalances } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { balanceMemberOf } from './balance-access.ts';
import { balancesOn } from './ledger.ts';
import { memberToday } from './member-facts.ts';

/** A member's balances on a day (today in their zone unless asked), pending requests as reserved. */
export const getLeaveBalancesHandler: OperationHandler<typeof getLeaveBalances> = ({ context, query }) =>
  context.withTenant(async (tx) => {
    const memberId = balanceMemberOf(context, query.memberId);
    const today = await memberToday(tx, context.companyId, memberId);
    const on = query.on ?? today;
    return { memberId, on, balances: await balancesOn(tx, context.companyId, memberId, on) };
  });
