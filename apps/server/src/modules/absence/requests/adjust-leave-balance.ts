import type { adjustLeaveBalance } from '@atrium/contract/absence';
import { leaveLedgerEntries } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../../platform/operations/module-operations.ts';
import { findLeaveType } from '../leave-type-queries.ts';
import { adjustmentRefusal } from './balance-access.ts';
import { ledgerSum } from './ledger.ts';
import { lockMember, memberFacts, memberNames } from './member-facts.ts';

/**
 * ADMIN/OWNER add a manual adjustment (a correction is always a new entry, never an edit) to
 * someone else's balance: their own is refused before anything is read or written.
 */
export const adjustLeaveBalanceHandler: OperationHandler<typeof adjustLeaveBalance> = async ({
  context,
  body,
  deps,
}) => {
  const refusal = adjustmentRefusal(context, body.memberId);
  if (refusal) {
    throw new AppError('FORBIDDEN', `${refusal.reason}.`, {
      fields: [{ path: 'body.memberId', message: refusal.member }],
    });
  }
  const entry = await context.withTenant(async (tx) => {
    const { companyId } = context;
    await memberFacts(tx, companyId, body.memberId);
    await findLeaveType(tx, companyId, body.leaveTypeId);
    await lockMember(tx, companyId, body.memberId);
    const [row] = await tx
      .insert(leaveLedgerEntries)
      .values({
        companyId,
        memberId: body.memberId,
        leaveTypeId: body.leaveTypeId,
        kind: 'adjustment',
        minutes: body.minutes,
        effectiveDate: body.effectiveDate,
        source: 'manual',
        actorMemberId: context.companyMemberId,
        reason: body.reason,
      })
      .returning();
    const names = await memberNames(tx, companyId, [context.companyMemberId]);
    return {
      entryId: row!.id,
      kind: row!.kind,
      minutes: row!.minutes,
      effectiveDate: row!.effectiveDate,
      expiresOn: row!.expiresOn,
      source: row!.source,
      sourceId: row!.sourceId,
      actorName: names.get(context.companyMemberId) ?? null,
      reason: row!.reason,
      createdAt: row!.createdAt.toISOString(),
      runningMinutes: await ledgerSum(tx, companyId, body.memberId, body.leaveTypeId, body.effectiveDate),
    };
  });
  await deps.audit.record(context, {
    action: 'leave_balance.adjusted',
    target: body.memberId,
    details: { leaveTypeId: body.leaveTypeId, minutes: body.minutes, reason: body.reason },
  });
  return entry;
};
