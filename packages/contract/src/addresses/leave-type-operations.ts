// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/leave-type-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const archiveLeaveType: OperationAddress<typeof operations.archiveLeaveType> = {
  operationId: 'leaveTypes_ArchiveLeaveType',
  method: 'POST',
  path: '/api/LeaveTypes/:leaveTypeId/archive',
  tag: 'LeaveTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const createLeaveType: OperationAddress<typeof operations.createLeaveType> = {
  operationId: 'leaveTypes_CreateLeaveType',
  method: 'POST',
  path: '/api/LeaveTypes',
  tag: 'LeaveTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getLeaveTypes: OperationAddress<typeof operations.getLeaveTypes> = {
  operationId: 'leaveTypes_GetLeaveTypes',
  method: 'GET',
  path: '/api/LeaveTypes',
  tag: 'LeaveTypes',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const restoreLeaveType: OperationAddress<typeof operations.restoreLeaveType> = {
  operationId: 'leaveTypes_RestoreLeaveType',
  method: 'POST',
  path: '/api/LeaveTypes/:leaveTypeId/restore',
  tag: 'LeaveTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const updateLeaveType: OperationAddress<typeof operations.updateLeaveType> = {
  operationId: 'leaveTypes_UpdateLeaveType',
  method: 'PUT',
  path: '/api/LeaveTypes/:leaveTypeId',
  tag: 'LeaveTypes',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
