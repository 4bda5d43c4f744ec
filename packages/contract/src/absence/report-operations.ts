import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  allowanceReportExportQuerySchema,
  allowanceReportQuerySchema,
  allowanceReportSchema,
  leaveReportExportQuerySchema,
  leaveReportQuerySchema,
  leaveReportSchema,
} from './report-schemas.ts';

// Balances and every member's requests are the company's payroll facts: ADMIN/OWNER only, as
// the balances of other people are (docs/product/absence-reports.md#who-sees-them).
const access = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;
const fileResponse = { schema: z.string().describe('The file'), description: 'The file, as an attachment' };
const formulaSafe =
  'Cells that start with = + - @, a tab or a carriage return are prefixed with a single quote.';

export const getAllowanceReport = defineOperation({
  operationId: 'absenceReports_GetAllowanceReport',
  method: 'GET',
  path: '/api/AbsenceReports/allowance',
  summary:
    "Each member's year per leave type: carried, entitled, adjusted, lapsed, taken, planned, pending, left",
  description:
    "One page of active members in name order: a row per leave type with an allowance, and per other type where the member has figures in the year. Minutes; `dayMinutes` and the type's `unit` say how to show them as days.",
  tag: 'AbsenceReports',
  request: { query: allowanceReportQuerySchema },
  response: { schema: allowanceReportSchema },
  access,
});

export const exportAllowanceReport = defineOperation({
  operationId: 'absenceReports_ExportAllowanceReport',
  method: 'GET',
  path: '/api/AbsenceReports/allowance/export',
  summary: 'Download the allowance report of a year and filter as CSV or XLSX (attachment)',
  description: `Every matching member (up to 50,000 rows), amounts in the type's unit. ${formulaSafe}`,
  tag: 'AbsenceReports',
  request: { query: allowanceReportExportQuerySchema },
  response: fileResponse,
  access,
});

export const getLeaveReport = defineOperation({
  operationId: 'absenceReports_GetLeaveReport',
  method: 'GET',
  path: '/api/AbsenceReports/leave',
  summary: 'Every leave request with days in a period, filtered by department, leave type and status',
  description:
    "A page of requests by first day, with their minutes inside the period, and the period's totals per leave type over all matching requests.",
  tag: 'AbsenceReports',
  request: { query: leaveReportQuerySchema },
  response: { schema: leaveReportSchema },
  access,
});

export const exportLeaveReport = defineOperation({
  operationId: 'absenceReports_ExportLeaveReport',
  method: 'GET',
  path: '/api/AbsenceReports/leave/export',
  summary: 'Download the leave report of a period and filter as CSV or XLSX (attachment)',
  description: `Every matching request (up to 50,000 rows). ${formulaSafe}`,
  tag: 'AbsenceReports',
  request: { query: leaveReportExportQuerySchema },
  response: fileResponse,
  access,
});
