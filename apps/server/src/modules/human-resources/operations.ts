import { exportMemberList, getMemberList } from '@atrium/contract/human-resources';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { exportMemberListHandler } from './export-member-list.ts';
import { getMemberListHandler } from './get-member-list.ts';

/** Human resources: the member list and its export. */
export const humanResourcesOperations = defineModuleOperations({
  [getMemberList.operationId]: { operation: getMemberList, handler: getMemberListHandler },
  [exportMemberList.operationId]: { operation: exportMemberList, handler: exportMemberListHandler },
});
