import type { unassignDepartmentManager } from '@atrium/contract/organization';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { unassignManager } from './manager-queries.ts';

/** Ends a member's management of a department. */
export const unassignDepartmentManagerHandler: OperationHandler<typeof unassignDepartmentManager> = async ({
  params,
  context,
  deps,
}) => unassignManager(deps, context, { departmentId: params.departmentId }, params.companyMemberId);
