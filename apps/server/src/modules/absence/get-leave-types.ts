import { isAdmin } from '@atrium/contract/access';
import type { getLeaveTypes, LeaveType } from '@atrium/contract/absence';
import type { OperationInput } from '../../platform/operations/module-operations.ts';
import { listLeaveTypes } from './leave-type-queries.ts';

/** Members choose among the active leave types; ADMIN/OWNER manage archived ones as well. */
export function getLeaveTypesHandler({
  context,
}: OperationInput<typeof getLeaveTypes>): Promise<LeaveType[]> {
  return context.withTenant((tx) => listLeaveTypes(tx, context.companyId, isAdmin(context.roles)));
}
