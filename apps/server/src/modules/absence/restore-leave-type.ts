import type { LeaveType, restoreLeaveType } from '@atrium/contract/absence';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { changeLeaveType } from './leave-type-queries.ts';

export async function restoreLeaveTypeHandler({
  context,
  params: { leaveTypeId },
  deps,
}: OperationInput<typeof restoreLeaveType>): Promise<LeaveType> {
  const restored = await context.withTenant((tx) =>
    changeLeaveType(tx, context.companyId, leaveTypeId, { archivedAt: null }),
  );
  await deps.audit.record(context, { action: 'leave_type.restored', target: leaveTypeId });
  return restored;
}
