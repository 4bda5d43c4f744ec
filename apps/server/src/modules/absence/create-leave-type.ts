import type { createLeaveType, LeaveType } from '@atrium/contract/absence';
import { leaveTypes } from '../../db/schema/index.ts';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { findLeaveType, leaveTypeNameTaken } from './leave-type-queries.ts';

export const createLeaveTypeHandler: OperationHandler<typeof createLeaveType> = async ({
  context,
  body,
  deps,
}) => {
  let created: LeaveType;
  try {
    created = await context.withTenant(async (tx) => {
      const [row] = await tx
        .insert(leaveTypes)
        .values({ companyId: context.companyId, ...body })
        .returning({ id: leaveTypes.id });
      return findLeaveType(tx, context.companyId, row!.id);
    });
  } catch (error) {
    throw leaveTypeNameTaken(error) ?? error;
  }
  await deps.audit.record(context, {
    action: 'leave_type.created',
    target: created.leaveTypeId,
    details: { unit: created.unit, category: created.category },
  });
  return created;
};
