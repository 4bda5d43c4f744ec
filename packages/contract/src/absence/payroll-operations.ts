import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  payrollExportQuerySchema,
  payrollCloseBodySchema,
  payrollMonthQuerySchema,
  payrollMonthSchema,
} from './payroll-schemas.ts';

// The company's payroll facts: ADMIN/OWNER only (docs/product/absence-reports.md#who-sees-them).
const access = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getPayrollMonth = defineOperation({
  operationId: 'absenceReports_GetPayrollMonth',
  method: 'GET',
  path: '/api/AbsenceReports/payroll',
  summary: "A month's worked time, overtime, leave per type and holidays per member, with corrections",
  description:
    "An open month gives today's figures and the changes since to earlier closed months; a closed month the figures as they were at its close and the corrections its close recorded.",
  tag: 'AbsenceReports',
  request: { query: payrollMonthQuerySchema },
  response: { schema: payrollMonthSchema },
  access,
});

export const exportPayrollMonth = defineOperation({
  operationId: 'absenceReports_ExportPayrollMonth',
  method: 'GET',
  path: '/api/AbsenceReports/payroll/export',
  summary: 'Download the payroll month as CSV or XLSX (attachment)',
  description:
    'A row per member, then a row per correction to an earlier closed month; hours as numbers. Cells that start with = + - @, a tab or a carriage return are prefixed with a single quote.',
  tag: 'AbsenceReports',
  request: { query: payrollExportQuerySchema },
  response: { schema: z.string().describe('The file'), description: 'The file, as an attachment' },
  access,
});

export const closePayrollMonth = defineOperation({
  operationId: 'absenceReports_ClosePayrollMonth',
  method: 'POST',
  path: '/api/AbsenceReports/payroll/close',
  summary: 'Close a month that has ended: its figures are kept as they are now',
  description:
    'Also records the changes to earlier closed months as corrections paid with this month. 409 when the month has not ended, is already closed, or a later month is closed.',
  tag: 'AbsenceReports',
  request: { body: payrollCloseBodySchema },
  response: { status: 201, schema: payrollMonthSchema },
  access,
});
