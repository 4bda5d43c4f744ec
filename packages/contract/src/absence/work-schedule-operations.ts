import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  memberIdParamsSchema,
  workScheduleBodySchema,
  workScheduleOverviewSchema,
  workScheduleSchema,
} from './work-schedule-schemas.ts';

const read = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getCompanyWorkSchedule = defineOperation({
  operationId: 'workSchedules_GetCompanyWorkSchedule',
  method: 'GET',
  path: '/api/WorkSchedules/company',
  summary: "The company's default schedule in effect today and all its schedules, oldest first",
  tag: 'WorkSchedules',
  response: { schema: workScheduleOverviewSchema },
  access: read,
});

export const setCompanyWorkSchedule = defineOperation({
  operationId: 'workSchedules_SetCompanyWorkSchedule',
  method: 'PUT',
  path: '/api/WorkSchedules/company',
  summary: "A new default schedule from a day on (that day's schedule is replaced if there is one)",
  tag: 'WorkSchedules',
  request: { body: workScheduleBodySchema },
  response: { schema: workScheduleSchema },
  access: manage,
});

export const getMemberWorkSchedule = defineOperation({
  operationId: 'workSchedules_GetMemberWorkSchedule',
  method: 'GET',
  path: '/api/WorkSchedules/members/:memberId',
  summary: "The schedule that applies to a member today, and the member's own and the company's schedules",
  description: 'A member reads their own; ADMIN/OWNER read anyone of the company.',
  tag: 'WorkSchedules',
  request: { params: memberIdParamsSchema },
  response: { schema: workScheduleOverviewSchema },
  access: read,
});

export const setMemberWorkSchedule = defineOperation({
  operationId: 'workSchedules_SetMemberWorkSchedule',
  method: 'PUT',
  path: '/api/WorkSchedules/members/:memberId',
  summary: "A member's own schedule from a day on, in place of the company's default",
  tag: 'WorkSchedules',
  request: { params: memberIdParamsSchema, body: workScheduleBodySchema },
  response: { schema: workScheduleSchema },
  access: manage,
});
