// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../time-tracking/timeline-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getAllCurrentUserTimelines: OperationAddress<typeof operations.getAllCurrentUserTimelines> = {
  operationId: 'users_GetAllCurrentUserTimelines',
  method: 'GET',
  path: '/api/Users/current-user/timelines',
  tag: 'Users',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
export const getCurrentUserAbsenceOnDate: OperationAddress<typeof operations.getCurrentUserAbsenceOnDate> = {
  operationId: 'users_GetCurrentUserAbsenceOnDate',
  method: 'GET',
  path: '/api/Users/current-user/absence/on-date',
  tag: 'Users',
  access: { kind: 'member', modules: ['TIME_TRACKING', 'ABSENCE'] },
};
export const getCurrentUserTimelineOnDate: OperationAddress<typeof operations.getCurrentUserTimelineOnDate> =
  {
    operationId: 'users_GetCurrentUserTimelineOnDate',
    method: 'GET',
    path: '/api/Users/current-user/timelines/on-date',
    tag: 'Users',
    access: { kind: 'member', modules: ['TIME_TRACKING'] },
  };
export const getTimelineById: OperationAddress<typeof operations.getTimelineById> = {
  operationId: 'timelines_GetTimelineById',
  method: 'GET',
  path: '/api/Timelines/:timelineId',
  tag: 'Timelines',
  access: { kind: 'member', modules: ['TIME_TRACKING'] },
};
