// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/payroll-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const closePayrollMonth: OperationAddress<typeof operations.closePayrollMonth> = {
  operationId: 'absenceReports_ClosePayrollMonth',
  method: 'POST',
  path: '/api/AbsenceReports/payroll/close',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const exportPayrollMonth: OperationAddress<typeof operations.exportPayrollMonth> = {
  operationId: 'absenceReports_ExportPayrollMonth',
  method: 'GET',
  path: '/api/AbsenceReports/payroll/export',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
export const getPayrollMonth: OperationAddress<typeof operations.getPayrollMonth> = {
  operationId: 'absenceReports_GetPayrollMonth',
  method: 'GET',
  path: '/api/AbsenceReports/payroll',
  tag: 'AbsenceReports',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'], modules: ['ABSENCE'] },
};
