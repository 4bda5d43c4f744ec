import type { FastifyInstance } from 'fastify';
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
import { registerOperation } from '../../platform/operations/register-operation.ts';
import type { Platform } from '../../platform/platform.ts';
import * as actionTypes from './action-types.ts';
import * as clients from './clients.ts';
import { handleExportStatistics } from './export-statistics-handler.ts';
import * as projects from './projects.ts';
import { listOwnTimelines, ownTimelineOn, readableActivity, readableTimeline } from './read-timelines.ts';
import { actionReport, hoursReport, projectReport, usersReport } from './statistics-reports.ts';
import { getRunningTimer as runningTimer, startOwnTimer, stopOwnTimer } from './timer.ts';
import { createOwnActivity, deleteOwnActivity, updateOwnActivity } from './write-activity.ts';

/** Time tracking (issue 5): timelines, activities, the timer, clients, projects, statistics. */
export async function registerTimeTrackingModule(app: FastifyInstance, _platform: Platform): Promise<void> {
  registerOperation(app, getAllCurrentUserTimelines, ({ context, query }) =>
    listOwnTimelines(context, query),
  );
  registerOperation(app, getCurrentUserTimelineOnDate, ({ context, query }) =>
    ownTimelineOn(context, query.date),
  );
  registerOperation(app, getTimelineById, ({ context, params }) =>
    readableTimeline(context, params.timelineId),
  );

  registerOperation(app, getActivityById, ({ context, params }) =>
    readableActivity(context, params.activityId),
  );
  registerOperation(app, createActivity, ({ context, body }) => createOwnActivity(context, body));
  registerOperation(app, updateActivity, ({ context, params, body }) =>
    updateOwnActivity(context, params.activityId, body),
  );
  registerOperation(app, deleteActivity, async ({ context, params }) => {
    await deleteOwnActivity(context, params.activityId);
    return undefined;
  });
  registerOperation(app, getRunningTimer, ({ context }) => runningTimer(context));
  registerOperation(app, startTimer, ({ context, body }) => startOwnTimer(context, body));
  registerOperation(app, stopTimer, ({ context }) => stopOwnTimer(context));

  registerOperation(app, getClients, ({ context, query }) =>
    clients.listClients(context, query.includeArchived),
  );
  registerOperation(app, getClientById, ({ context, params }) => clients.getClient(context, params.clientId));
  registerOperation(app, createClient, ({ context, body }) => clients.createClient(context, body));
  registerOperation(app, updateClient, ({ context, params, body }) =>
    clients.updateClient(context, params.clientId, body),
  );
  registerOperation(app, deleteClient, async ({ context, params }) => {
    await clients.deleteClient(context, params.clientId);
    return undefined;
  });

  registerOperation(app, getProjects, ({ context, query }) => projects.listProjects(context, query));
  registerOperation(app, getProjectById, ({ context, params }) =>
    projects.getProject(context, params.projectId),
  );
  registerOperation(app, createProject, ({ context, body }) => projects.createProject(context, body));
  registerOperation(app, updateProject, ({ context, params, body }) =>
    projects.updateProject(context, params.projectId, body),
  );
  registerOperation(app, deleteProject, async ({ context, params }) => {
    await projects.deleteProject(context, params.projectId);
    return undefined;
  });

  registerOperation(app, getActionTypes, ({ context, query }) =>
    actionTypes.listActionTypes(context, query.includeArchived),
  );
  registerOperation(app, createActionType, ({ context, body }) =>
    actionTypes.createActionType(context, body),
  );
  registerOperation(app, updateActionType, ({ context, params, body }) =>
    actionTypes.updateActionType(context, params.actionTypeId, body),
  );
  registerOperation(app, deleteActionType, async ({ context, params }) => {
    await actionTypes.deleteActionType(context, params.actionTypeId);
    return undefined;
  });

  registerOperation(app, getUsersStatistics, ({ context, query }) => usersReport(context, query));
  registerOperation(app, getHoursStatistics, ({ context, query }) => hoursReport(context, query));
  registerOperation(app, getProjectStatistics, ({ context, query }) => projectReport(context, query));
  registerOperation(app, getActionStatistics, ({ context, query }) => actionReport(context, query));
  registerOperation(app, exportStatistics, handleExportStatistics);
}
