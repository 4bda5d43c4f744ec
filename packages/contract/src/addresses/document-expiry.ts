// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../human-resources/document-expiry.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getExpiringDocuments: OperationAddress<typeof operations.getExpiringDocuments> = {
  operationId: 'hr_GetExpiringDocuments',
  method: 'GET',
  path: '/api/Admin/users/expiring-documents',
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
