import { z } from 'zod';
import { ADMIN_ROLES, Modules } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import { leaveTypeBodySchema, leaveTypeIdParamsSchema, leaveTypeSchema } from './leave-type-schemas.ts';

const read = { kind: 'member', modules: [Modules.ABSENCE] } as const;
const manage = { kind: 'member', roles: ADMIN_ROLES, modules: [Modules.ABSENCE] } as const;

export const getLeaveTypes = defineOperation({
  operationId: 'leaveTypes_GetLeaveTypes',
  method: 'GET',
  path: '/api/LeaveTypes',
  summary: "The company's leave types in their order; archived ones only for ADMIN/OWNER",
  tag: 'LeaveTypes',
  response: { schema: z.array(leaveTypeSchema) },
  access: read,
});

export const createLeaveType = defineOperation({
  operationId: 'leaveTypes_CreateLeaveType',
  method: 'POST',
  path: '/api/LeaveTypes',
  summary: 'Add a leave type (409 naming `body.names.en` when the English name is taken)',
  tag: 'LeaveTypes',
  request: { body: leaveTypeBodySchema },
  response: { status: 201, schema: leaveTypeSchema },
  access: manage,
});

export const updateLeaveType = defineOperation({
  operationId: 'leaveTypes_UpdateLeaveType',
  method: 'PUT',
  path: '/api/LeaveTypes/:leaveTypeId',
  summary: 'Change a leave type',
  description: 'The unit is fixed once the type is used: changing it then answers 409 naming `body.unit`.',
  tag: 'LeaveTypes',
  request: { params: leaveTypeIdParamsSchema, body: leaveTypeBodySchema },
  response: { schema: leaveTypeSchema },
  access: manage,
});

export const archiveLeaveType = defineOperation({
  operationId: 'leaveTypes_ArchiveLeaveType',
  method: 'POST',
  path: '/api/LeaveTypes/:leaveTypeId/archive',
  summary: 'Archive a leave type: no new requests of it, what was taken stays',
  tag: 'LeaveTypes',
  request: { params: leaveTypeIdParamsSchema },
  response: { schema: leaveTypeSchema },
  access: manage,
});

export const restoreLeaveType = defineOperation({
  operationId: 'leaveTypes_RestoreLeaveType',
  method: 'POST',
  path: '/api/LeaveTypes/:leaveTypeId/restore',
  summary: 'Bring an archived leave type back',
  tag: 'LeaveTypes',
  request: { params: leaveTypeIdParamsSchema },
  response: { schema: leaveTypeSchema },
  access: manage,
});
