import { z } from 'zod';
import { Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  activityIdParamsSchema,
  activitySchema,
  createActivityBodySchema,
  startTimerBodySchema,
  updateActivityBodySchema,
} from './time-tracking-schemas.ts';

const access = { kind: 'member', modules: [Modules.TIME_TRACKING] } as const;

export const getActivityById = defineOperation({
  operationId: 'activities_GetActivityById',
  method: 'GET',
  path: '/api/Activities/:activityId',
  summary: 'One activity (own; managed members for managers; all for ADMIN/OWNER), else 404',
  tag: 'Activities',
  request: { params: activityIdParamsSchema },
  response: { schema: activitySchema },
  access,
});

export const createActivity = defineOperation({
  operationId: 'activities_CreateActivity',
  method: 'POST',
  path: '/api/Activities',
  summary: "Record a finished activity for the caller; its day's timeline is created on demand",
  description:
    '400 naming the field: endAt not after startAt, crossing the member’s local midnight, in the future, an ' +
    'unknown or archived project/action type. 409 on overlap, naming the other activity.',
  tag: 'Activities',
  request: { body: createActivityBodySchema },
  response: { status: 201, schema: activitySchema },
  access,
});

export const updateActivity = defineOperation({
  operationId: 'activities_UpdateActivity',
  method: 'PUT',
  path: '/api/Activities/:activityId',
  summary: "Change one of the caller's own activities (others' answer 404)",
  description:
    'Same checks as create. A project or action type archived since may stay as it is; changing ' +
    'to an archived one is refused.',
  tag: 'Activities',
  request: { params: activityIdParamsSchema, body: updateActivityBodySchema },
  response: { schema: activitySchema },
  access,
});

export const deleteActivity = defineOperation({
  operationId: 'activities_DeleteActivity',
  method: 'DELETE',
  path: '/api/Activities/:activityId',
  summary: "Delete one of the caller's own activities (also the running timer)",
  tag: 'Activities',
  request: { params: activityIdParamsSchema },
  response: { status: 204, schema: z.undefined() },
  access,
});

export const getRunningTimer = defineOperation({
  operationId: 'activities_GetRunningTimer',
  method: 'GET',
  path: '/api/Activities/timer',
  summary: "The caller's running timer, or null",
  tag: 'Activities',
  response: { schema: activitySchema.nullable() },
  access,
});

export const startTimer = defineOperation({
  operationId: 'activities_StartTimer',
  method: 'POST',
  path: '/api/Activities/timer/start',
  summary: 'Start a timer now (one per member)',
  description: '409 when a timer already runs (the message names it), or when now overlaps an activity.',
  tag: 'Activities',
  request: { body: startTimerBodySchema },
  response: { status: 201, schema: activitySchema },
  access,
});

export const stopTimer = defineOperation({
  operationId: 'activities_StopTimer',
  method: 'POST',
  path: '/api/Activities/timer/stop',
  summary: 'Stop the running timer now; answers the finished activity',
  description:
    'A timer running past the member’s local midnight is split into one activity per day; the answer is the ' +
    'last one (today). 409 when no timer runs.',
  tag: 'Activities',
  response: { schema: activitySchema },
  access,
});
