import type { unassignDivisionManager } from '@atrium/contract/organization';
import type { OperationHandler } from '../../platform/operations/module-operations.ts';
import { unassignManager } from './manager-queries.ts';

/** Ends a member's management of a division. */
export const unassignDivisionManagerHandler: OperationHandler<typeof unassignDivisionManager> = async ({
  params,
  context,
  deps,
}) => unassignManager(deps, context, { divisionId: params.divisionId }, params.companyMemberId);
