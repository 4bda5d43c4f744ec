import type { createLeaveType, LeaveType } from '@atrium/contract/absence';
import { leaveTypes } from '../../db/schema/index.ts';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { findLeaveType, leaveTypeNameTaken } from './leave-type-queries.ts';

export async function createLeaveTypeHandler({
  context,
  body,
  deps,
}: OperationInput<typeof createLeaveType>): Promise<LeaveType> {
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
}
