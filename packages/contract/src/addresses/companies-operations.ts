// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../companies/companies-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createCompany: OperationAddress<typeof operations.createCompany> = {
  operationId: 'companies_CreateCompany',
  method: 'POST',
  path: '/api/Companies',
  tag: 'Companies',
  access: { kind: 'signed-in' },
};
export const getCurrentCompany: OperationAddress<typeof operations.getCurrentCompany> = {
  operationId: 'companies_GetCurrentCompany',
  method: 'GET',
  path: '/api/Companies/current-company',
  tag: 'Companies',
  access: { kind: 'member' },
};
export const getMyCompanies: OperationAddress<typeof operations.getMyCompanies> = {
  operationId: 'companies_GetMyCompanies',
  method: 'GET',
  path: '/api/Companies/my-companies',
  tag: 'Companies',
  access: { kind: 'signed-in' },
};
export const getSubscribedModules: OperationAddress<typeof operations.getSubscribedModules> = {
  operationId: 'companies_GetSubscribedModules',
  method: 'GET',
  path: '/api/Companies/subscribed-modules',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const updateCompanyTimeZone: OperationAddress<typeof operations.updateCompanyTimeZone> = {
  operationId: 'companies_UpdateCompanyTimeZone',
  method: 'PUT',
  path: '/api/Companies/time-zone',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
export const updateSubscribedModules: OperationAddress<typeof operations.updateSubscribedModules> = {
  operationId: 'companies_UpdateSubscribedModules',
  method: 'PUT',
  path: '/api/Companies/subscribed-modules',
  tag: 'Companies',
  access: { kind: 'member', roles: ['OWNER', 'ADMIN'] },
};
