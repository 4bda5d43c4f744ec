import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  approveOvertimeBodySchema,
  memberOvertimeSchema,
  overtimeQuerySchema,
  overtimeRulesSchema,
  overtimeWeekSchema,
  teamOvertimeQuerySchema,
  teamOvertimeSchema,
} from './overtime-schemas.ts';

// Overtime and time off in lieu (docs/product/overtime.md).
const member = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getOvertimeRules = defineOperation({
  operationId: 'overtime_GetOvertimeRules',
  method: 'GET',
  path: '/api/Overtime/rules',
  summary: 'How the company counts overtime (the defaults when it has set none)',
  tag: 'Overtime',
  response: { schema: overtimeRulesSchema },
  access: member,
});

export const setOvertimeRules = defineOperation({
  operationId: 'overtime_SetOvertimeRules',
  method: 'PUT',
  path: '/api/Overtime/rules',
  summary: 'Set how the company counts overtime (ADMIN/OWNER)',
  description: '400 naming the field for a value out of range or an action type not of the company.',
  tag: 'Overtime',
  request: { body: overtimeRulesSchema },
  response: { schema: overtimeRulesSchema },
  access: manage,
});

export const getMemberOvertime = defineOperation({
  operationId: 'overtime_GetMemberOvertime',
  method: 'GET',
  path: '/api/Overtime',
  summary: "A member's overtime per day and week over a period (at most 366 days)",
  description:
    "The caller's own; another member's for their approvers and owners and admins (404 for anyone else).",
  tag: 'Overtime',
  request: { query: overtimeQuerySchema },
  response: { schema: memberOvertimeSchema },
  access: member,
});

export const getTeamOvertime = defineOperation({
  operationId: 'overtime_GetTeamOvertime',
  method: 'GET',
  path: '/api/Overtime/team',
  summary: "A month's overtime of the members whose overtime the caller approves, week by week",
  tag: 'Overtime',
  request: { query: teamOvertimeQuerySchema },
  response: { schema: teamOvertimeSchema },
  access: member,
});

export const approveOvertime = defineOperation({
  operationId: 'overtime_ApproveOvertime',
  method: 'POST',
  path: '/api/Overtime/approvals',
  summary: "Approve a member's overtime of an ended week; it feeds their time off in lieu",
  description:
    "403 for one's own overtime and for a member one does not approve; 409 naming `body.weekStart` when the week has not ended, is approved already, or the rules need no approval.",
  tag: 'Overtime',
  request: { body: approveOvertimeBodySchema },
  response: { status: 201, schema: overtimeWeekSchema },
  access: member,
});
