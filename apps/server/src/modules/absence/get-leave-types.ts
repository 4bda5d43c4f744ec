import { isAdmin } from '@atrium/contract/access';
import type { getLeaveTypes } from '@atrium/contract/absence';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { listLeaveTypes } from './leave-type-queries.ts';

/** Members choose among the active leave types; ADMIN/OWNER manage archived ones as well. */
export const getLeaveTypesHandler: OperationHandler<typeof getLeaveTypes> = async ({ context }) => {
  return context.withTenant((tx) => listLeaveTypes(tx, context.companyId, isAdmin(context.roles)));
};
