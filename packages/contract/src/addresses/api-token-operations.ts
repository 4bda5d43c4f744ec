// Written by generate-addresses.ts from the operations: do not edit.

import type * as operations from '../api-tokens/api-token-operations.ts';
import type { OperationAddress } from '../operations/operation-address.ts';

export const createApiToken: OperationAddress<typeof operations.createApiToken> = {
  operationId: 'apiTokens_CreateApiToken',
  method: 'POST',
  path: '/api/ApiTokens/mine',
  tag: 'ApiTokens',
  access: { kind: 'member' },
};
export const getCompanyApiTokens: OperationAddress<typeof operations.getCompanyApiTokens> = {
  operationId: 'apiTokens_GetCompanyApiTokens',
  method: 'GET',
  path: '/api/ApiTokens/company',
  tag: 'ApiTokens',
  access: { kind: 'member', roles: ['OWNER'] },
};
export const getMyApiTokens: OperationAddress<typeof operations.getMyApiTokens> = {
  operationId: 'apiTokens_GetMyApiTokens',
  method: 'GET',
  path: '/api/ApiTokens/mine',
  tag: 'ApiTokens',
  access: { kind: 'member' },
};
export const revokeCompanyApiToken: OperationAddress<typeof operations.revokeCompanyApiToken> = {
  operationId: 'apiTokens_RevokeCompanyApiToken',
  method: 'DELETE',
  path: '/api/ApiTokens/company/:tokenId',
  tag: 'ApiTokens',
  access: { kind: 'member', roles: ['OWNER'] },
};
export const revokeMyApiToken: OperationAddress<typeof operations.revokeMyApiToken> = {
  operationId: 'apiTokens_RevokeMyApiToken',
  method: 'DELETE',
  path: '/api/ApiTokens/mine/:tokenId',
  tag: 'ApiTokens',
  access: { kind: 'member' },
};
