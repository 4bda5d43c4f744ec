// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../absence/team-calendar-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const exportAbsenceGantt: OperationAddress<typeof operations.exportAbsenceGantt> = {
  operationId: 'absenceCalendar_ExportAbsenceGantt',
  method: 'GET',
  path: '/api/AbsenceCalendar/gantt/export',
  tag: 'AbsenceCalendar',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['ABSENCE'],
  },
};
export const getAbsenceGantt: OperationAddress<typeof operations.getAbsenceGantt> = {
  operationId: 'absenceCalendar_GetAbsenceGantt',
  method: 'GET',
  path: '/api/AbsenceCalendar/gantt',
  tag: 'AbsenceCalendar',
  access: {
    kind: 'member',
    roles: [
      'OWNER',
      'ADMIN',
      'COMPANYDEPARTMENTROLE_DIVISIONMANAGER',
      'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER',
    ],
    modules: ['ABSENCE'],
  },
};
export const getTeamPlanner: OperationAddress<typeof operations.getTeamPlanner> = {
  operationId: 'absenceCalendar_GetTeamPlanner',
  method: 'GET',
  path: '/api/AbsenceCalendar/planner',
  tag: 'AbsenceCalendar',
  access: { kind: 'member', modules: ['ABSENCE'] },
};
