import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  allocateYearBodySchema,
  allowancePolicyBodySchema,
  allowancePolicyIdParamsSchema,
  allowancePolicySchema,
  balanceExplanationQuerySchema,
  balanceExplanationSchema,
  createAllowancePolicyBodySchema,
  leaveBalancesQuerySchema,
  leaveBalancesSchema,
  ledgerAdjustmentBodySchema,
  ledgerEntrySchema,
} from './balance-schemas.ts';

const member = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getLeaveBalances = defineOperation({
  operationId: 'leaveBalances_GetLeaveBalances',
  method: 'GET',
  path: '/api/LeaveBalances',
  summary: "A member's balances on a day (the caller's own; anyone's for ADMIN/OWNER)",
  tag: 'LeaveBalances',
  request: { query: leaveBalancesQuerySchema },
  response: { schema: leaveBalancesSchema },
  access: member,
});

export const getBalanceExplanation = defineOperation({
  operationId: 'leaveBalances_GetBalanceExplanation',
  method: 'GET',
  path: '/api/LeaveBalances/explanation',
  summary: 'Every ledger entry behind one balance of one year, with the running total',
  tag: 'LeaveBalances',
  request: { query: balanceExplanationQuerySchema },
  response: { schema: balanceExplanationSchema },
  access: member,
});

export const adjustLeaveBalance = defineOperation({
  operationId: 'leaveBalances_AdjustLeaveBalance',
  method: 'POST',
  path: '/api/LeaveBalances/adjustments',
  summary: "Add a manual adjustment to a member's balance, with a reason",
  tag: 'LeaveBalances',
  request: { body: ledgerAdjustmentBodySchema },
  response: { status: 201, schema: ledgerEntrySchema },
  access: manage,
});

export const getAllowancePolicies = defineOperation({
  operationId: 'allowancePolicies_GetAllowancePolicies',
  method: 'GET',
  path: '/api/AllowancePolicies',
  summary: "The company's allowance policies, oldest first",
  tag: 'AllowancePolicies',
  response: { schema: z.array(allowancePolicySchema) },
  access: member,
});

export const createAllowancePolicy = defineOperation({
  operationId: 'allowancePolicies_CreateAllowancePolicy',
  method: 'POST',
  path: '/api/AllowancePolicies',
  summary:
    'Add an allowance policy from a day on (a statutory preset or own values), or a new version of one from that day',
  tag: 'AllowancePolicies',
  request: { body: createAllowancePolicyBodySchema },
  response: { status: 201, schema: allowancePolicySchema },
  access: manage,
});

export const updateAllowancePolicy = defineOperation({
  operationId: 'allowancePolicies_UpdateAllowancePolicy',
  method: 'PUT',
  path: '/api/AllowancePolicies/:allowancePolicyId',
  summary: 'Change an allowance policy; what the ledger already holds stays',
  tag: 'AllowancePolicies',
  request: { params: allowancePolicyIdParamsSchema, body: allowancePolicyBodySchema },
  response: { schema: allowancePolicySchema },
  access: manage,
});

export const allocateAllowanceYear = defineOperation({
  operationId: 'allowancePolicies_AllocateYear',
  method: 'POST',
  path: '/api/AllowancePolicies/allocate',
  summary:
    "Write a year's allocations and carry-over now, as the yearly job does (entries already written stay)",
  tag: 'AllowancePolicies',
  request: { body: allocateYearBodySchema },
  response: { schema: z.object({ entriesWritten: z.number().int() }) },
  access: manage,
});
