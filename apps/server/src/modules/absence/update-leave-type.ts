import type { LeaveType, updateLeaveType } from '@atrium/contract/absence';
import { conflict } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { changeLeaveType, findLeaveType, leaveTypeNameTaken } from './leave-type-queries.ts';
import { isLeaveTypeInUse } from './leave-type-usage.ts';

export const updateLeaveTypeHandler: OperationHandler<typeof updateLeaveType> = async ({
  context,
  params: { leaveTypeId },
  body,
  deps,
}) => {
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
};
