import type { restoreLeaveType } from '@atrium/contract/absence';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { changeLeaveType } from './leave-type-queries.ts';

export const restoreLeaveTypeHandler: OperationHandler<typeof restoreLeaveType> = async ({
  context,
  params: { leaveTypeId },
  deps,
}) => {
  const restored = await context.withTenant((tx) =>
    changeLeaveType(tx, context.companyId, leaveTypeId, { archivedAt: null }),
  );
  await deps.audit.record(context, { action: 'leave_type.restored', target: leaveTypeId });
  return restored;
};
