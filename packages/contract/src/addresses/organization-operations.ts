// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../organization/organization-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const assignDepartmentManager: OperationAddress<typeof operations.assignDepartmentManager> = {
  operationId: 'organization_AssignDepartmentManager',
  method: 'POST',
  path: '/api/Organization/departments/:departmentId/managers',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const assignDivisionManager: OperationAddress<typeof operations.assignDivisionManager> = {
  operationId: 'organization_AssignDivisionManager',
  method: 'POST',
  path: '/api/Organization/divisions/:divisionId/managers',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const createDepartment: OperationAddress<typeof operations.createDepartment> = {
  operationId: 'organization_CreateDepartment',
  method: 'POST',
  path: '/api/Organization/departments',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const createDivision: OperationAddress<typeof operations.createDivision> = {
  operationId: 'organization_CreateDivision',
  method: 'POST',
  path: '/api/Organization/divisions',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const deleteDepartment: OperationAddress<typeof operations.deleteDepartment> = {
  operationId: 'organization_DeleteDepartment',
  method: 'DELETE',
  path: '/api/Organization/departments/:departmentId',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const deleteDivision: OperationAddress<typeof operations.deleteDivision> = {
  operationId: 'organization_DeleteDivision',
  method: 'DELETE',
  path: '/api/Organization/divisions/:divisionId',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getOrganization: OperationAddress<typeof operations.getOrganization> = {
  operationId: 'organization_GetOrganization',
  method: 'GET',
  path: '/api/Organization',
  tag: 'Organization',
  access: { kind: 'member' },
};
export const moveDepartment: OperationAddress<typeof operations.moveDepartment> = {
  operationId: 'organization_MoveDepartment',
  method: 'PUT',
  path: '/api/Organization/departments/:departmentId/position',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const moveDivision: OperationAddress<typeof operations.moveDivision> = {
  operationId: 'organization_MoveDivision',
  method: 'PUT',
  path: '/api/Organization/divisions/:divisionId/position',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const placeMember: OperationAddress<typeof operations.placeMember> = {
  operationId: 'organization_PlaceMember',
  method: 'PUT',
  path: '/api/Organization/members/:companyMemberId/department',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const renameDepartment: OperationAddress<typeof operations.renameDepartment> = {
  operationId: 'organization_RenameDepartment',
  method: 'PUT',
  path: '/api/Organization/departments/:departmentId',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const renameDivision: OperationAddress<typeof operations.renameDivision> = {
  operationId: 'organization_RenameDivision',
  method: 'PUT',
  path: '/api/Organization/divisions/:divisionId',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const unassignDepartmentManager: OperationAddress<typeof operations.unassignDepartmentManager> = {
  operationId: 'organization_UnassignDepartmentManager',
  method: 'DELETE',
  path: '/api/Organization/departments/:departmentId/managers/:companyMemberId',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const unassignDivisionManager: OperationAddress<typeof operations.unassignDivisionManager> = {
  operationId: 'organization_UnassignDivisionManager',
  method: 'DELETE',
  path: '/api/Organization/divisions/:divisionId/managers/:companyMemberId',
  tag: 'Organization',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
