import { Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  timelineIdParamsSchema,
  timelineOnDateQuerySchema,
  timelineSchema,
  timelineSummarySchema,
  timelinesQuerySchema,
} from './time-tracking-schemas.ts';
import { z } from 'zod';
import { dayAbsenceSchema } from './day-absence-schemas.ts';

const access = { kind: 'member', modules: [Modules.TIME_TRACKING] } as const;

export const getAllCurrentUserTimelines = defineOperation({
  operationId: 'users_GetAllCurrentUserTimelines',
  method: 'GET',
  path: '/api/Users/current-user/timelines',
  summary: "The caller's timelines in a date range (default the last 92 days), with day totals",
  description:
    'Newest first. Only days that have a timeline (a recorded activity) are listed. `from`..`to` ' +
    'at most 366 days; 400 naming `query.to` otherwise.',
  tag: 'Users',
  request: { query: timelinesQuerySchema },
  response: { schema: z.array(timelineSummarySchema) },
  access,
});

export const getCurrentUserTimelineOnDate = defineOperation({
  operationId: 'users_GetCurrentUserTimelineOnDate',
  method: 'GET',
  path: '/api/Users/current-user/timelines/on-date',
  summary: "The caller's timeline of one UTC calendar day with its activities, or null",
  description:
    'Answers 200 with `null` when the day has no timeline (docs/product/time-tracking.md#days-and-timelines: nothing found).',
  tag: 'Users',
  request: { query: timelineOnDateQuerySchema },
  response: { schema: timelineSchema.nullable() },
  access,
});

export const getTimelineById = defineOperation({
  operationId: 'timelines_GetTimelineById',
  method: 'GET',
  path: '/api/Timelines/:timelineId',
  summary: 'One timeline with its activities',
  description:
    "The caller's own; a department or division manager's members'; any of the company for " +
    'ADMIN/OWNER. Anything else answers 404.',
  tag: 'Timelines',
  request: { params: timelineIdParamsSchema },
  response: { schema: timelineSchema },
  access,
});

export const getCurrentUserAbsenceOnDate = defineOperation({
  operationId: 'users_GetCurrentUserAbsenceOnDate',
  method: 'GET',
  path: '/api/Users/current-user/absence/on-date',
  summary: "The caller's leave and public holiday of one local calendar day, and the minutes expected",
  description:
    'For the home timeline (docs/product/time-tracking.md#leave-and-holidays): approved and pending ' +
    'leave of the day with its type (the caller always sees their own types), the holiday, and the ' +
    'minutes the work schedule expects. Needs ABSENCE as well as TIME_TRACKING (403 MODULE_NOT_SUBSCRIBED).',
  tag: 'Users',
  request: { query: timelineOnDateQuerySchema },
  response: { schema: dayAbsenceSchema },
  access: { kind: 'member', modules: [Modules.TIME_TRACKING, Modules.ABSENCE] },
});
