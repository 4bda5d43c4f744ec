// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../time-tracking/statistics-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const exportStatistics: OperationAddress<typeof operations.exportStatistics> = {
  operationId: 'statistics_ExportStatistics',
  method: 'GET',
  path: '/api/Statistics/export',
  tag: 'Statistics',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getActionStatistics: OperationAddress<typeof operations.getActionStatistics> = {
  operationId: 'statistics_GetActionStatistics',
  method: 'GET',
  path: '/api/Statistics/action',
  tag: 'Statistics',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getHoursStatistics: OperationAddress<typeof operations.getHoursStatistics> = {
  operationId: 'statistics_GetHoursStatistics',
  method: 'GET',
  path: '/api/Statistics/hours',
  tag: 'Statistics',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getProjectStatistics: OperationAddress<typeof operations.getProjectStatistics> = {
  operationId: 'statistics_GetProjectStatistics',
  method: 'GET',
  path: '/api/Statistics/project',
  tag: 'Statistics',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getUsersStatistics: OperationAddress<typeof operations.getUsersStatistics> = {
  operationId: 'statistics_GetUsersStatistics',
  method: 'GET',
  path: '/api/Statistics/users',
  tag: 'Statistics',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
