// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/report-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const exportAllowanceReport: OperationAddress<typeof operations.exportAllowanceReport> = {
  operationId: 'absenceReports_ExportAllowanceReport',
  method: 'GET',
  path: '/api/AbsenceReports/allowance/export',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const exportLeaveReport: OperationAddress<typeof operations.exportLeaveReport> = {
  operationId: 'absenceReports_ExportLeaveReport',
  method: 'GET',
  path: '/api/AbsenceReports/leave/export',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getAllowanceReport: OperationAddress<typeof operations.getAllowanceReport> = {
  operationId: 'absenceReports_GetAllowanceReport',
  method: 'GET',
  path: '/api/AbsenceReports/allowance',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getLeaveReport: OperationAddress<typeof operations.getLeaveReport> = {
  operationId: 'absenceReports_GetLeaveReport',
  method: 'GET',
  path: '/api/AbsenceReports/leave',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
