// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/balance-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const adjustLeaveBalance: OperationAddress<typeof operations.adjustLeaveBalance> = {
  operationId: 'leaveBalances_AdjustLeaveBalance',
  method: 'POST',
  path: '/api/LeaveBalances/adjustments',
  tag: 'LeaveBalances',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const allocateAllowanceYear: OperationAddress<typeof operations.allocateAllowanceYear> = {
  operationId: 'allowancePolicies_AllocateYear',
  method: 'POST',
  path: '/api/AllowancePolicies/allocate',
  tag: 'AllowancePolicies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const createAllowancePolicy: OperationAddress<typeof operations.createAllowancePolicy> = {
  operationId: 'allowancePolicies_CreateAllowancePolicy',
  method: 'POST',
  path: '/api/AllowancePolicies',
  tag: 'AllowancePolicies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getAllowancePolicies: OperationAddress<typeof operations.getAllowancePolicies> = {
  operationId: 'allowancePolicies_GetAllowancePolicies',
  method: 'GET',
  path: '/api/AllowancePolicies',
  tag: 'AllowancePolicies',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getBalanceExplanation: OperationAddress<typeof operations.getBalanceExplanation> = {
  operationId: 'leaveBalances_GetBalanceExplanation',
  method: 'GET',
  path: '/api/LeaveBalances/explanation',
  tag: 'LeaveBalances',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getLeaveBalances: OperationAddress<typeof operations.getLeaveBalances> = {
  operationId: 'leaveBalances_GetLeaveBalances',
  method: 'GET',
  path: '/api/LeaveBalances',
  tag: 'LeaveBalances',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const updateAllowancePolicy: OperationAddress<typeof operations.updateAllowancePolicy> = {
  operationId: 'allowancePolicies_UpdateAllowancePolicy',
  method: 'PUT',
  path: '/api/AllowancePolicies/:allowancePolicyId',
  tag: 'AllowancePolicies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
