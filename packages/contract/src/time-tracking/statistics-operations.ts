import { z } from 'zod';
import { Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  actionStatisticsSchema,
  hoursStatisticsSchema,
  projectStatisticsSchema,
  statisticsExportQuerySchema,
  statisticsQuerySchema,
  usersStatisticsSchema,
} from './statistics-schemas.ts';

const access = { kind: 'member', modules: [Modules.TIME_TRACKING] } as const;
const scope =
  'Scope: members see themselves, department/division managers their departments and themselves, ' +
  'ADMIN/OWNER everyone. Finished activities only. Range required, at most 366 days.';

export const getUsersStatistics = defineOperation({
  operationId: 'statistics_GetUsersStatistics',
  method: 'GET',
  path: '/api/Statistics/users',
  summary: 'Time per member',
  description: scope,
  tag: 'Statistics',
  request: { query: statisticsQuerySchema },
  response: { schema: usersStatisticsSchema },
  access,
});

export const getHoursStatistics = defineOperation({
  operationId: 'statistics_GetHoursStatistics',
  method: 'GET',
  path: '/api/Statistics/hours',
  summary: 'Time per day',
  description: scope,
  tag: 'Statistics',
  request: { query: statisticsQuerySchema },
  response: { schema: hoursStatisticsSchema },
  access,
});

export const getProjectStatistics = defineOperation({
  operationId: 'statistics_GetProjectStatistics',
  method: 'GET',
  path: '/api/Statistics/project',
  summary: 'Time per project (with its budget)',
  description: scope,
  tag: 'Statistics',
  request: { query: statisticsQuerySchema },
  response: { schema: projectStatisticsSchema },
  access,
});

export const getActionStatistics = defineOperation({
  operationId: 'statistics_GetActionStatistics',
  method: 'GET',
  path: '/api/Statistics/action',
  summary: 'Time per action type',
  description: scope,
  tag: 'Statistics',
  request: { query: statisticsQuerySchema },
  response: { schema: actionStatisticsSchema },
  access,
});

export const exportStatistics = defineOperation({
  operationId: 'statistics_ExportStatistics',
  method: 'GET',
  path: '/api/Statistics/export',
  summary: "Download a report's rows as CSV or XLSX (attachment)",
  description:
    `${scope} The same rows as the report, durations in hours (2 decimals). Cells that start with ` +
    '= + - @, a tab or a carriage return are prefixed with a single quote. Content types: ' +
    'text/csv; charset=utf-8 (with BOM) or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.',
  tag: 'Statistics',
  request: { query: statisticsExportQuerySchema },
  response: { schema: z.string().describe('The file'), description: 'The file, as an attachment' },
  access,
});
