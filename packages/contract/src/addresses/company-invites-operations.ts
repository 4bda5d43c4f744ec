// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../companies/company-invites-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createInvite: OperationAddress<typeof operations.createInvite> = {
  operationId: 'companyInvites_CreateInvite',
  method: 'POST',
  path: '/api/CompanyInvites',
  tag: 'CompanyInvites',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getCompanyInvites: OperationAddress<typeof operations.getCompanyInvites> = {
  operationId: 'companyInvites_GetCompanyInvites',
  method: 'GET',
  path: '/api/CompanyInvites',
  tag: 'CompanyInvites',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const getInvite: OperationAddress<typeof operations.getInvite> = {
  operationId: 'companyInvites_GetInvite',
  method: 'POST',
  path: '/api/CompanyInvites/lookup',
  tag: 'CompanyInvites',
  access: { kind: 'signed-in' },
};
export const respondToInvite: OperationAddress<typeof operations.respondToInvite> = {
  operationId: 'companyInvites_RespondToInvite',
  method: 'POST',
  path: '/api/CompanyInvites/respond',
  tag: 'CompanyInvites',
  access: { kind: 'signed-in' },
};
export const revokeInvite: OperationAddress<typeof operations.revokeInvite> = {
  operationId: 'companyInvites_RevokeInvite',
  method: 'DELETE',
  path: '/api/CompanyInvites/:inviteId',
  tag: 'CompanyInvites',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
