// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../company-profile/company-profile-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const getCompanyProfile: OperationAddress<typeof operations.getCompanyProfile> = {
  operationId: 'companies_GetCompanyProfile',
  method: 'GET',
  path: '/api/Companies/profile',
  tag: 'Companies',
  access: { kind: 'member' },
};
export const updateCompanyProfile: OperationAddress<typeof operations.updateCompanyProfile> = {
  operationId: 'companies_UpdateCompanyProfile',
  method: 'PUT',
  path: '/api/Companies/profile',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
