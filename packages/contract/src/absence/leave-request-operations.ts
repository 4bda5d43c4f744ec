import { z } from 'zod';
import { Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  changeLeaveRequestBodySchema,
  decideLeaveRequestsBodySchema,
  leaveInboxItemSchema,
  leavePreviewSchema,
  leaveRequestDetailSchema,
  leaveRequestIdParamsSchema,
  leaveRequestInputSchema,
  leaveRequestSchema,
  myLeaveRequestsQuerySchema,
  submitLeaveRequestBodySchema,
} from './leave-request-schemas.ts';

const member = { kind: 'member', modules: [Modules.ABSENCE] } as const;

export const previewLeaveRequest = defineOperation({
  operationId: 'leaveRequests_PreviewLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests/preview',
  summary: 'What a request would take, day by day, and the balance after it; the rules it breaks',
  tag: 'LeaveRequests',
  request: { body: leaveRequestInputSchema },
  response: { schema: leavePreviewSchema },
  access: member,
});

export const submitLeaveRequest = defineOperation({
  operationId: 'leaveRequests_SubmitLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests',
  summary: "Ask for leave (the caller's own); a repeated idempotency key answers the request made before",
  description:
    'Refused with 409 when it overlaps one of the caller’s own requests (naming it), breaks a rule of the leave type, or takes the balance further below zero than the type allows.',
  tag: 'LeaveRequests',
  request: { body: submitLeaveRequestBodySchema },
  response: { status: 201, schema: leaveRequestDetailSchema },
  access: member,
});

export const getMyLeaveRequests = defineOperation({
  operationId: 'leaveRequests_GetMyLeaveRequests',
  method: 'GET',
  path: '/api/LeaveRequests/mine',
  summary: "The caller's requests, newest first (one year's when `year` is given)",
  tag: 'LeaveRequests',
  request: { query: myLeaveRequestsQuerySchema },
  response: { schema: z.array(leaveRequestSchema) },
  access: member,
});

export const getLeaveApprovalInbox = defineOperation({
  operationId: 'leaveRequests_GetApprovalInbox',
  method: 'GET',
  path: '/api/LeaveRequests/inbox',
  summary: 'Requests whose pending step the caller may decide, oldest first',
  tag: 'LeaveRequests',
  response: { schema: z.array(leaveInboxItemSchema) },
  access: member,
});

export const getLeaveRequest = defineOperation({
  operationId: 'leaveRequests_GetLeaveRequest',
  method: 'GET',
  path: '/api/LeaveRequests/:leaveRequestId',
  summary: 'One request with its days and its approval steps',
  description:
    "Another member's request answers 404 unless the caller is one of its approvers or ADMIN/OWNER.",
  tag: 'LeaveRequests',
  request: { params: leaveRequestIdParamsSchema },
  response: { schema: leaveRequestDetailSchema },
  access: member,
});

export const cancelLeaveRequest = defineOperation({
  operationId: 'leaveRequests_CancelLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests/:leaveRequestId/cancel',
  summary: 'Withdraw one of the caller’s pending requests',
  tag: 'LeaveRequests',
  request: { params: leaveRequestIdParamsSchema },
  response: { schema: leaveRequestDetailSchema },
  access: member,
});

export const changeLeaveRequest = defineOperation({
  operationId: 'leaveRequests_ChangeLeaveRequest',
  method: 'POST',
  path: '/api/LeaveRequests/:leaveRequestId/change',
  summary: 'Ask to cancel an approved request, or to come back early; it is approved like a request',
  tag: 'LeaveRequests',
  request: { params: leaveRequestIdParamsSchema, body: changeLeaveRequestBodySchema },
  response: { schema: leaveRequestDetailSchema },
  access: member,
});

export const decideLeaveRequests = defineOperation({
  operationId: 'leaveRequests_DecideLeaveRequests',
  method: 'POST',
  path: '/api/LeaveRequests/decisions',
  summary: 'Approve or reject one or many requests at their pending step, with a comment',
  description:
    'All or nothing: an id the caller cannot see answers 404, a request the caller may not decide 403, one already decided 409.',
  tag: 'LeaveRequests',
  request: { body: decideLeaveRequestsBodySchema },
  response: { schema: z.array(leaveRequestDetailSchema) },
  access: member,
});
