import type { getLeaveBalances } from '@atrium/contract/absence';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { balanceMemberOf } from './balance-access.ts';
import { balanceOn, balanceTypes } from './ledger.ts';
import { memberFacts } from './member-facts.ts';

/** A member's balances on a day (today in their zone unless asked), pending requests as reserved. */
export const getLeaveBalancesHandler: OperationHandler<typeof getLeaveBalances> = ({ context, query }) =>
  context.withTenant(async (tx) => {
    const memberId = balanceMemberOf(context, query.memberId);
    const member = await memberFacts(tx, context.companyId, memberId);
    const on = query.on ?? member.today;
    const balances = [];
    for (const leaveTypeId of await balanceTypes(tx, context.companyId, memberId)) {
      balances.push(await balanceOn(tx, context.companyId, memberId, leaveTypeId, on));
    }
    return { memberId, on, balances };
  });
