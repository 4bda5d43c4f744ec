import { exportAbsenceGantt, getAbsenceGantt, getTeamPlanner } from '@atrium/contract/absence';
import { defineModuleOperations } from '../../../platform/operations/module-operations.ts';
import { exportAbsenceGanttHandler } from './export-absence-gantt.ts';
import { getAbsenceGanttHandler } from './get-absence-gantt.ts';
import { getTeamPlannerHandler } from './get-team-planner.ts';

/** The team planner and the gantt chart (docs/product/absence.md#team-planner, #gantt-chart). */
export const teamCalendarOperations = defineModuleOperations({
  [getTeamPlanner.operationId]: { operation: getTeamPlanner, handler: getTeamPlannerHandler },
  [getAbsenceGantt.operationId]: { operation: getAbsenceGantt, handler: getAbsenceGanttHandler },
  [exportAbsenceGantt.operationId]: { operation: exportAbsenceGantt, handler: exportAbsenceGanttHandler },
});
