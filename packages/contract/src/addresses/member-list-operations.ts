// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../human-resources/member-list-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const exportMemberList: OperationAddress<typeof operations.exportMemberList> = {
  operationId: 'hr_ExportMemberList',
  method: 'GET',
  path: '/api/Admin/users/export',
  tag: 'HumanResources',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['HUMAN_RESOURCES'],
  },
};
export const getMemberList: OperationAddress<typeof operations.getMemberList> = {
  operationId: 'hr_GetMemberList',
  method: 'GET',
  path: '/api/Admin/users',
  tag: 'HumanResources',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['HUMAN_RESOURCES'],
  },
};
