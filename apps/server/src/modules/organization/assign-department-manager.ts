import type { assignDepartmentManager } from '@atrium/contract/organization';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assignManager } from './manager-queries.ts';

/** Makes a member a manager of a department (the assignment rule is manager-queries.ts's). */
export const assignDepartmentManagerHandler: OperationHandler<typeof assignDepartmentManager> = async ({
  params,
  body,
  context,
  deps,
}) => assignManager(deps, context, { departmentId: params.departmentId }, body.companyMemberId);
