import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  approvalDelegateSchema,
  approvalPolicyBodySchema,
  approvalPolicySchema,
} from './approval-schemas.ts';

const member = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getApprovalPolicy = defineOperation({
  operationId: 'approvalPolicy_GetApprovalPolicy',
  method: 'GET',
  path: '/api/ApprovalPolicy',
  summary: "The company's approval rules in the order they are tried",
  tag: 'ApprovalPolicy',
  response: { schema: approvalPolicySchema },
  access: manage,
});

export const setApprovalPolicy = defineOperation({
  operationId: 'approvalPolicy_SetApprovalPolicy',
  method: 'PUT',
  path: '/api/ApprovalPolicy',
  summary: 'Replace the approval rules; requests already made keep their steps',
  tag: 'ApprovalPolicy',
  request: { body: approvalPolicyBodySchema },
  response: { schema: approvalPolicySchema },
  access: manage,
});

export const getMyApprovalDelegate = defineOperation({
  operationId: 'approvalPolicy_GetMyDelegate',
  method: 'GET',
  path: '/api/ApprovalPolicy/delegate',
  summary: 'Who decides in the caller’s place while the caller is on approved leave',
  tag: 'ApprovalPolicy',
  response: { schema: approvalDelegateSchema },
  access: member,
});

export const setMyApprovalDelegate = defineOperation({
  operationId: 'approvalPolicy_SetMyDelegate',
  method: 'PUT',
  path: '/api/ApprovalPolicy/delegate',
  summary: 'Name (or clear) the caller’s delegate, a member of the same company other than the caller',
  tag: 'ApprovalPolicy',
  request: { body: approvalDelegateSchema },
  response: { schema: approvalDelegateSchema },
  access: member,
});
