import type { LeaveType, updateLeaveType } from '@atrium/contract/absence';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { changeLeaveType, findLeaveType, leaveTypeNameTaken } from './leave-type-queries.ts';
import { isLeaveTypeInUse } from './leave-type-usage.ts';

export async function updateLeaveTypeHandler({
  context,
  params: { leaveTypeId },
  body,
  deps,
}: OperationInput<typeof updateLeaveType>): Promise<LeaveType> {
  let updated: LeaveType;
  try {
    updated = await context.withTenant(async (tx) => {
      const before = await findLeaveType(tx, context.companyId, leaveTypeId);
      // Requests and balances already counted in the old unit would not convert cleanly.
      if (before.unit !== body.unit && (await isLeaveTypeInUse(tx, leaveTypeId))) {
        throw conflict('This leave type is in use, so its unit can no longer change.', [
          { path: 'body.unit', message: 'is fixed once the leave type is used' },
        ]);
      }
      return changeLeaveType(tx, context.companyId, leaveTypeId, body);
    });
  } catch (error) {
    throw leaveTypeNameTaken(error) ?? error;
  }
  await deps.audit.record(context, {
    action: 'leave_type.updated',
    target: leaveTypeId,
    details: { unit: updated.unit, category: updated.category },
  });
  return updated;
}
