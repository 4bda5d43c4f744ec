import type { assignDivisionManager } from '@atrium/contract/organization';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { assignManager } from './manager-queries.ts';

/** Makes a member a manager of a division (the assignment rule is manager-queries.ts's). */
export const assignDivisionManagerHandler: OperationHandler<typeof assignDivisionManager> = async ({
  params,
  body,
  context,
  deps,
}) => assignManager(deps, context, { divisionId: params.divisionId }, body.companyMemberId);
