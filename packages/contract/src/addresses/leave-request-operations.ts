// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/leave-request-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const cancelLeaveRequest: OperationAddress<typeof operations.cancelLeaveRequest> = {
  operationId: 'leaveRequests_CancelLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests/:leaveRequestId/cancel',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const changeLeaveRequest: OperationAddress<typeof operations.changeLeaveRequest> = {
  operationId: 'leaveRequests_ChangeLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests/:leaveRequestId/change',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const decideLeaveRequests: OperationAddress<typeof operations.decideLeaveRequests> = {
  operationId: 'leaveRequests_DecideLeaveRequests',
  method: 'POST',
  path: '/api/LeaveRequests/decisions',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getLeaveApprovalInbox: OperationAddress<typeof operations.getLeaveApprovalInbox> = {
  operationId: 'leaveRequests_GetApprovalInbox',
  method: 'GET',
  path: '/api/LeaveRequests/inbox',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getLeaveRequest: OperationAddress<typeof operations.getLeaveRequest> = {
  operationId: 'leaveRequests_GetLeaveRequest',
  method: 'GET',
  path: '/api/LeaveRequests/:leaveRequestId',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getMyLeaveRequests: OperationAddress<typeof operations.getMyLeaveRequests> = {
  operationId: 'leaveRequests_GetMyLeaveRequests',
  method: 'GET',
  path: '/api/LeaveRequests/mine',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const previewLeaveRequest: OperationAddress<typeof operations.previewLeaveRequest> = {
  operationId: 'leaveRequests_PreviewLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests/preview',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const submitLeaveRequest: OperationAddress<typeof operations.submitLeaveRequest> = {
  operationId: 'leaveRequests_SubmitLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests',
  tag: 'LeaveRequests',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
