import {
  createActionType,
  createActivity,
  createClient,
  createProject,
  deleteActionType,
  deleteActivity,
  deleteClient,
  deleteProject,
  exportStatistics,
  getActionStatistics,
  getActionTypes,
  getActivityById,
  getAllCurrentUserTimelines,
  getClientById,
  getClients,
  getCurrentUserAbsenceOnDate,
  getCurrentUserTimelineOnDate,
  getHoursStatistics,
  getProjectById,
  getProjectStatistics,
  getProjects,
  getRunningTimer,
  getTimelineById,
  getUsersStatistics,
  startTimer,
  stopTimer,
  updateActionType,
  updateActivity,
  updateClient,
  updateProject,
} from '@atrium/contract/time-tracking';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createActionTypeHandler } from './create-action-type.ts';
import { createActivityHandler } from './create-activity.ts';
import { createClientHandler } from './create-client.ts';
import { createProjectHandler } from './create-project.ts';
import { deleteActionTypeHandler } from './delete-action-type.ts';
import { deleteActivityHandler } from './delete-activity.ts';
import { deleteClientHandler } from './delete-client.ts';
import { deleteProjectHandler } from './delete-project.ts';
import { exportStatisticsHandler } from './export-statistics.ts';
import { getActionStatisticsHandler } from './get-action-statistics.ts';
import { getActionTypesHandler } from './get-action-types.ts';
import { getActivityByIdHandler } from './get-activity-by-id.ts';
import { getAllCurrentUserTimelinesHandler } from './get-all-current-user-timelines.ts';
import { getClientByIdHandler } from './get-client-by-id.ts';
import { getClientsHandler } from './get-clients.ts';
import { getCurrentUserTimelineOnDateHandler } from './get-current-user-timeline-on-date.ts';
import { getCurrentUserAbsenceOnDateHandler } from './get-current-user-absence-on-date.ts';
import { getHoursStatisticsHandler } from './get-hours-statistics.ts';
import { getProjectByIdHandler } from './get-project-by-id.ts';
import { getProjectStatisticsHandler } from './get-project-statistics.ts';
import { getProjectsHandler } from './get-projects.ts';
import { getRunningTimerHandler } from './get-running-timer.ts';
import { getTimelineByIdHandler } from './get-timeline-by-id.ts';
import { getUsersStatisticsHandler } from './get-users-statistics.ts';
import { startTimerHandler } from './start-timer.ts';
import { stopTimerHandler } from './stop-timer.ts';
import { updateActionTypeHandler } from './update-action-type.ts';
import { updateActivityHandler } from './update-activity.ts';
import { updateClientHandler } from './update-client.ts';
import { updateProjectHandler } from './update-project.ts';

/**
 * Time tracking: timelines, activities, the timer, clients, projects, action types, statistics.
 * Every operation of the module, from its contract entry to the code that serves it.
 */
export const timeTrackingOperations = defineModuleOperations({
  // Timelines and activities: the caller's own time (others' only to read, by role).
  [getAllCurrentUserTimelines.operationId]: {
    operation: getAllCurrentUserTimelines,
    handler: getAllCurrentUserTimelinesHandler,
  },
  [getCurrentUserTimelineOnDate.operationId]: {
    operation: getCurrentUserTimelineOnDate,
    handler: getCurrentUserTimelineOnDateHandler,
  },
  [getCurrentUserAbsenceOnDate.operationId]: {
    operation: getCurrentUserAbsenceOnDate,
    handler: getCurrentUserAbsenceOnDateHandler,
  },
  [getTimelineById.operationId]: { operation: getTimelineById, handler: getTimelineByIdHandler },
  [getActivityById.operationId]: { operation: getActivityById, handler: getActivityByIdHandler },
  [createActivity.operationId]: { operation: createActivity, handler: createActivityHandler },
  [updateActivity.operationId]: { operation: updateActivity, handler: updateActivityHandler },
  [deleteActivity.operationId]: { operation: deleteActivity, handler: deleteActivityHandler },

  // The timer: one running activity per member.
  [getRunningTimer.operationId]: { operation: getRunningTimer, handler: getRunningTimerHandler },
  [startTimer.operationId]: { operation: startTimer, handler: startTimerHandler },
  [stopTimer.operationId]: { operation: stopTimer, handler: stopTimerHandler },

  // The catalog: clients, their projects, action types.
  [getClients.operationId]: { operation: getClients, handler: getClientsHandler },
  [getClientById.operationId]: { operation: getClientById, handler: getClientByIdHandler },
  [createClient.operationId]: { operation: createClient, handler: createClientHandler },
  [updateClient.operationId]: { operation: updateClient, handler: updateClientHandler },
  [deleteClient.operationId]: { operation: deleteClient, handler: deleteClientHandler },
  [getProjects.operationId]: { operation: getProjects, handler: getProjectsHandler },
  [getProjectById.operationId]: { operation: getProjectById, handler: getProjectByIdHandler },
  [createProject.operationId]: { operation: createProject, handler: createProjectHandler },
  [updateProject.operationId]: { operation: updateProject, handler: updateProjectHandler },
  [deleteProject.operationId]: { operation: deleteProject, handler: deleteProjectHandler },
  [getActionTypes.operationId]: { operation: getActionTypes, handler: getActionTypesHandler },
  [createActionType.operationId]: { operation: createActionType, handler: createActionTypeHandler },
  [updateActionType.operationId]: { operation: updateActionType, handler: updateActionTypeHandler },
  [deleteActionType.operationId]: { operation: deleteActionType, handler: deleteActionTypeHandler },

  // Statistics: one query per report (get-<report>-statistics.ts), and the export of any of them.
  [getUsersStatistics.operationId]: {
    operation: getUsersStatistics,
    handler: getUsersStatisticsHandler,
  },
  [getHoursStatistics.operationId]: {
    operation: getHoursStatistics,
    handler: getHoursStatisticsHandler,
  },
  [getProjectStatistics.operationId]: {
    operation: getProjectStatistics,
    handler: getProjectStatisticsHandler,
  },
  [getActionStatistics.operationId]: {
    operation: getActionStatistics,
    handler: getActionStatisticsHandler,
  },
  [exportStatistics.operationId]: { operation: exportStatistics, handler: exportStatisticsHandler },
});
