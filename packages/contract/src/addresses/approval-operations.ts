// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/approval-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getApprovalPolicy: OperationAddress<typeof operations.getApprovalPolicy> = {
  operationId: 'approvalPolicy_GetApprovalPolicy',
  method: 'GET',
  path: '/api/ApprovalPolicy',
  tag: 'ApprovalPolicy',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getMyApprovalDelegate: OperationAddress<typeof operations.getMyApprovalDelegate> = {
  operationId: 'approvalPolicy_GetMyDelegate',
  method: 'GET',
  path: '/api/ApprovalPolicy/delegate',
  tag: 'ApprovalPolicy',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const setApprovalPolicy: OperationAddress<typeof operations.setApprovalPolicy> = {
  operationId: 'approvalPolicy_SetApprovalPolicy',
  method: 'PUT',
  path: '/api/ApprovalPolicy',
  tag: 'ApprovalPolicy',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const setMyApprovalDelegate: OperationAddress<typeof operations.setMyApprovalDelegate> = {
  operationId: 'approvalPolicy_SetMyDelegate',
  method: 'PUT',
  path: '/api/ApprovalPolicy/delegate',
  tag: 'ApprovalPolicy',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
