// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/overtime-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const approveOvertime: OperationAddress<typeof operations.approveOvertime> = {
  operationId: 'overtime_ApproveOvertime',
  method: 'POST',
  path: '/api/Overtime/approvals',
  tag: 'Overtime',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getMemberOvertime: OperationAddress<typeof operations.getMemberOvertime> = {
  operationId: 'overtime_GetMemberOvertime',
  method: 'GET',
  path: '/api/Overtime',
  tag: 'Overtime',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getOvertimeRules: OperationAddress<typeof operations.getOvertimeRules> = {
  operationId: 'overtime_GetOvertimeRules',
  method: 'GET',
  path: '/api/Overtime/rules',
  tag: 'Overtime',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getTeamOvertime: OperationAddress<typeof operations.getTeamOvertime> = {
  operationId: 'overtime_GetTeamOvertime',
  method: 'GET',
  path: '/api/Overtime/team',
  tag: 'Overtime',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const setOvertimeRules: OperationAddress<typeof operations.setOvertimeRules> = {
  operationId: 'overtime_SetOvertimeRules',
  method: 'PUT',
  path: '/api/Overtime/rules',
  tag: 'Overtime',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
