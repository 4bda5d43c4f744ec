// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../companies/company-members-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getCompanyMembers: OperationAddress<typeof operations.getCompanyMembers> = {
  operationId: 'companyMembers_GetCompanyMembers',
  method: 'GET',
  path: '/api/CompanyMembers',
  tag: 'CompanyMembers',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getCurrentCompanyMember: OperationAddress<typeof operations.getCurrentCompanyMember> = {
  operationId: 'companyMembers_GetCurrentCompanyMember',
  method: 'GET',
  path: '/api/CompanyMembers/current-company-member',
  tag: 'CompanyMembers',
  access: { kind: 'member' },
};
export const updateMemberRole: OperationAddress<typeof operations.updateMemberRole> = {
  operationId: 'companyMembers_UpdateRole',
  method: 'PUT',
  path: '/api/CompanyMembers/:companyMemberId/role',
  tag: 'CompanyMembers',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const updateMemberStatus: OperationAddress<typeof operations.updateMemberStatus> = {
  operationId: 'companyMembers_UpdateStatus',
  method: 'PUT',
  path: '/api/CompanyMembers/:companyMemberId/status',
  tag: 'CompanyMembers',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
