// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../templates/bulk-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const downloadBulkGeneration: OperationAddress<typeof operations.downloadBulkGeneration> = {
  operationId: 'templates_DownloadBulkGeneration',
  method: 'GET',
  path: '/api/Templates/bulk/:jobId/zip',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getBulkGeneration: OperationAddress<typeof operations.getBulkGeneration> = {
  operationId: 'templates_GetBulkGeneration',
  method: 'GET',
  path: '/api/Templates/bulk/:jobId',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getBulkSelectionCount: OperationAddress<typeof operations.getBulkSelectionCount> = {
  operationId: 'templates_GetBulkSelectionCount',
  method: 'GET',
  path: '/api/Templates/bulk-selection/count',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const getLeaveRequestChoices: OperationAddress<typeof operations.getLeaveRequestChoices> = {
  operationId: 'templates_GetLeaveRequestChoices',
  method: 'GET',
  path: '/api/Templates/leave-requests',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
export const startBulkGeneration: OperationAddress<typeof operations.startBulkGeneration> = {
  operationId: 'templates_StartBulkGeneration',
  method: 'POST',
  path: '/api/Templates/bulk',
  tag: 'Templates',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['TEMPLATE_GENERATION'],
  },
};
