import { z } from 'zod';
import { MANAGER_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  ganttExportQuerySchema,
  ganttQuerySchema,
  ganttSchema,
  teamPlannerQuerySchema,
  teamPlannerSchema,
} from './team-calendar-schemas.ts';

export const getTeamPlanner = defineOperation({
  operationId: 'absenceCalendar_GetTeamPlanner',
  method: 'GET',
  path: '/api/AbsenceCalendar/planner',
  summary: "A month of a department's absences, approved and pending, with weekends, holidays and coverage",
  description:
    'Without `departmentId`, the caller\'s own department. Members read their own department, managers theirs, ADMIN/OWNER any. Private leave types are sent as "Away" (no `leaveTypeId`) to everyone but the member, the request\'s approvers and ADMIN/OWNER.',
  tag: 'AbsenceCalendar',
  request: { query: teamPlannerQuerySchema },
  response: { schema: teamPlannerSchema },
  access: { kind: 'member', modules: [Modules.ABSENCE] },
});

export const getAbsenceGantt = defineOperation({
  operationId: 'absenceCalendar_GetAbsenceGantt',
  method: 'GET',
  path: '/api/AbsenceCalendar/gantt',
  summary: 'Members × days of up to 93 days, a page of members at a time, compact',
  description:
    'ADMIN/OWNER see everyone, division and department managers the members of what they manage. Filter by division or department.',
  tag: 'AbsenceCalendar',
  request: { query: ganttQuerySchema },
  response: { schema: ganttSchema },
  access: { kind: 'member', roles: MANAGER_ROLES, modules: [Modules.ABSENCE] },
});

export const exportAbsenceGantt = defineOperation({
  operationId: 'absenceCalendar_ExportAbsenceGantt',
  method: 'GET',
  path: '/api/AbsenceCalendar/gantt/export',
  summary: 'Download the gantt chart of a range and filter as CSV or XLSX (attachment)',
  description:
    'A row per member (as the gantt shows them, up to 10,000), a column per day: the leave type, "Away" for a private one the caller may not see, "(pending)" while waiting. ' +
    'Cells that start with = + - @, a tab or a carriage return are prefixed with a single quote.',
  tag: 'AbsenceCalendar',
  request: { query: ganttExportQuerySchema },
  response: { schema: z.string().describe('The file'), description: 'The file, as an attachment' },
  access: { kind: 'member', roles: MANAGER_ROLES, modules: [Modules.ABSENCE] },
});
