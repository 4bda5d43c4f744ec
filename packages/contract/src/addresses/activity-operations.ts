// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../time-tracking/activity-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createActivity: OperationAddress<typeof operations.createActivity> = {
  operationId: 'activities_CreateActivity',
  method: 'POST',
  path: '/api/Activities',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const deleteActivity: OperationAddress<typeof operations.deleteActivity> = {
  operationId: 'activities_DeleteActivity',
  method: 'DELETE',
  path: '/api/Activities/:activityId',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getActivityById: OperationAddress<typeof operations.getActivityById> = {
  operationId: 'activities_GetActivityById',
  method: 'GET',
  path: '/api/Activities/:activityId',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getRunningTimer: OperationAddress<typeof operations.getRunningTimer> = {
  operationId: 'activities_GetRunningTimer',
  method: 'GET',
  path: '/api/Activities/timer',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const startTimer: OperationAddress<typeof operations.startTimer> = {
  operationId: 'activities_StartTimer',
  method: 'POST',
  path: '/api/Activities/timer/start',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const stopTimer: OperationAddress<typeof operations.stopTimer> = {
  operationId: 'activities_StopTimer',
  method: 'POST',
  path: '/api/Activities/timer/stop',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const updateActivity: OperationAddress<typeof operations.updateActivity> = {
  operationId: 'activities_UpdateActivity',
  method: 'PUT',
  path: '/api/Activities/:activityId',
  tag: 'Activities',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
