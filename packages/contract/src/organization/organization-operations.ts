import { z } from 'zod';
import { ADMIN_ROLES } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  departmentIdParamsSchema,
  departmentSchema,
  divisionIdParamsSchema,
  divisionSchema,
  managersSchema,
  moveIndexSchema,
  organizationNameSchema,
  organizationSchema,
  placementSchema,
} from './organization-schemas.ts';

const admins = { kind: 'member', roles: ADMIN_ROLES } as const;
const memberParam = { companyMemberId: z.uuid() };
const emptyResponse = { status: 204, schema: z.null(), description: 'Done' } as const;

export const getOrganization = defineOperation({
  operationId: 'organization_GetOrganization',
  method: 'GET',
  path: '/api/Organization',
  summary: 'Divisions, their departments, member counts and managers, in order',
  tag: 'Organization',
  response: { schema: organizationSchema },
  access: { kind: 'member' },
});

export const createDivision = defineOperation({
  operationId: 'organization_CreateDivision',
  method: 'POST',
  path: '/api/Organization/divisions',
  summary: 'Create a division, placed last',
  description: 'Names are unique in the company, ignoring case (409 otherwise).',
  tag: 'Organization',
  request: { body: z.object({ name: organizationNameSchema }) },
  response: { status: 201, schema: divisionSchema },
  access: admins,
});

export const renameDivision = defineOperation({
  operationId: 'organization_RenameDivision',
  method: 'PUT',
  path: '/api/Organization/divisions/:divisionId',
  summary: 'Rename a division',
  tag: 'Organization',
  request: { params: divisionIdParamsSchema, body: z.object({ name: organizationNameSchema }) },
  response: { schema: divisionSchema },
  access: admins,
});

export const moveDivision = defineOperation({
  operationId: 'organization_MoveDivision',
  method: 'PUT',
  path: '/api/Organization/divisions/:divisionId/position',
  summary: 'Move a division to another place in the order (0 is first)',
  tag: 'Organization',
  request: { params: divisionIdParamsSchema, body: z.object({ index: moveIndexSchema }) },
  response: { schema: divisionSchema },
  access: admins,
});

export const deleteDivision = defineOperation({
  operationId: 'organization_DeleteDivision',
  method: 'DELETE',
  path: '/api/Organization/divisions/:divisionId',
  summary: 'Delete an empty division',
  description: 'Refused with 409 while the division has departments.',
  tag: 'Organization',
  request: { params: divisionIdParamsSchema },
  response: emptyResponse,
  access: admins,
});

export const createDepartment = defineOperation({
  operationId: 'organization_CreateDepartment',
  method: 'POST',
  path: '/api/Organization/departments',
  summary: 'Create a department in a division, placed last',
  description: 'Names are unique in the company, ignoring case (409 otherwise).',
  tag: 'Organization',
  request: { body: z.object({ divisionId: z.uuid(), name: organizationNameSchema }) },
  response: { status: 201, schema: departmentSchema },
  access: admins,
});

export const renameDepartment = defineOperation({
  operationId: 'organization_RenameDepartment',
  method: 'PUT',
  path: '/api/Organization/departments/:departmentId',
  summary: 'Rename a department',
  tag: 'Organization',
  request: { params: departmentIdParamsSchema, body: z.object({ name: organizationNameSchema }) },
  response: { schema: departmentSchema },
  access: admins,
});

export const moveDepartment = defineOperation({
  operationId: 'organization_MoveDepartment',
  method: 'PUT',
  path: '/api/Organization/departments/:departmentId/position',
  summary: 'Move a department within its division or into another one, at an index (0 is first)',
  tag: 'Organization',
  request: {
    params: departmentIdParamsSchema,
    body: z.object({ divisionId: z.uuid(), index: moveIndexSchema }),
  },
  response: { schema: departmentSchema },
  access: admins,
});

export const deleteDepartment = defineOperation({
  operationId: 'organization_DeleteDepartment',
  method: 'DELETE',
  path: '/api/Organization/departments/:departmentId',
  summary: 'Delete an empty department',
  description: 'Refused with 409 while active members are placed in it; its manager roles end with it.',
  tag: 'Organization',
  request: { params: departmentIdParamsSchema },
  response: emptyResponse,
  access: admins,
});

export const assignDivisionManager = defineOperation({
  operationId: 'organization_AssignDivisionManager',
  method: 'POST',
  path: '/api/Organization/divisions/:divisionId/managers',
  summary: 'Make an active member a manager of the division (COMPANYDEPARTMENTROLE_DIVISIONMANAGER)',
  description: 'Assigning a current manager again changes nothing. The role counts from their next request.',
  tag: 'Organization',
  request: { params: divisionIdParamsSchema, body: z.object(memberParam) },
  response: { schema: managersSchema },
  access: admins,
});

export const unassignDivisionManager = defineOperation({
  operationId: 'organization_UnassignDivisionManager',
  method: 'DELETE',
  path: '/api/Organization/divisions/:divisionId/managers/:companyMemberId',
  summary: 'End a division manager role',
  tag: 'Organization',
  request: { params: divisionIdParamsSchema.extend(memberParam) },
  response: { schema: managersSchema },
  access: admins,
});

export const assignDepartmentManager = defineOperation({
  operationId: 'organization_AssignDepartmentManager',
  method: 'POST',
  path: '/api/Organization/departments/:departmentId/managers',
  summary: 'Make an active member a manager of the department (COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER)',
  description: 'Assigning a current manager again changes nothing. The role counts from their next request.',
  tag: 'Organization',
  request: { params: departmentIdParamsSchema, body: z.object(memberParam) },
  response: { schema: managersSchema },
  access: admins,
});

export const unassignDepartmentManager = defineOperation({
  operationId: 'organization_UnassignDepartmentManager',
  method: 'DELETE',
  path: '/api/Organization/departments/:departmentId/managers/:companyMemberId',
  summary: 'End a department manager role',
  tag: 'Organization',
  request: { params: departmentIdParamsSchema.extend(memberParam) },
  response: { schema: managersSchema },
  access: admins,
});

export const placeMember = defineOperation({
  operationId: 'organization_PlaceMember',
  method: 'PUT',
  path: '/api/Organization/members/:companyMemberId/department',
  summary: 'Place a member in a department, or in none (departmentId null)',
  tag: 'Organization',
  request: { params: z.object(memberParam), body: z.object({ departmentId: z.uuid().nullable() }) },
  response: { schema: placementSchema },
  access: admins,
});
