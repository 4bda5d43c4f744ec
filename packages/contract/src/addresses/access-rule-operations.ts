// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../human-resources/access-rule-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getAccessRules: OperationAddress<typeof operations.getAccessRules> = {
  operationId: 'hr_GetAccessRules',
  method: 'GET',
  path: '/api/Admin/access-rules',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const replaceAccessRules: OperationAddress<typeof operations.replaceAccessRules> = {
  operationId: 'hr_ReplaceAccessRules',
  method: 'PUT',
  path: '/api/Admin/access-rules/:part',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
export const resetAccessRules: OperationAddress<typeof operations.resetAccessRules> = {
  operationId: 'hr_ResetAccessRules',
  method: 'DELETE',
  path: '/api/Admin/access-rules/:part',
  tag: 'HumanResources',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['HUMAN_RESOURCES'] },
};
