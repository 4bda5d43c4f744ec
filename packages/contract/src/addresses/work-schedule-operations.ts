// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/work-schedule-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getCompanyWorkSchedule: OperationAddress<typeof operations.getCompanyWorkSchedule> = {
  operationId: 'workSchedules_GetCompanyWorkSchedule',
  method: 'GET',
  path: '/api/WorkSchedules/company',
  tag: 'WorkSchedules',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const getMemberWorkSchedule: OperationAddress<typeof operations.getMemberWorkSchedule> = {
  operationId: 'workSchedules_GetMemberWorkSchedule',
  method: 'GET',
  path: '/api/WorkSchedules/members/:memberId',
  tag: 'WorkSchedules',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
export const setCompanyWorkSchedule: OperationAddress<typeof operations.setCompanyWorkSchedule> = {
  operationId: 'workSchedules_SetCompanyWorkSchedule',
  method: 'PUT',
  path: '/api/WorkSchedules/company',
  tag: 'WorkSchedules',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const setMemberWorkSchedule: OperationAddress<typeof operations.setMemberWorkSchedule> = {
  operationId: 'workSchedules_SetMemberWorkSchedule',
  method: 'PUT',
  path: '/api/WorkSchedules/members/:memberId',
  tag: 'WorkSchedules',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
