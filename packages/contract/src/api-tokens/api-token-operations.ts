import { Roles } from '../access/index.ts';
import { defineOperation } from '../operations/define-operation.ts';
import {
  apiTokenListSchema,
  apiTokenParamsSchema,
  apiTokenSchema,
  companyApiTokenListSchema,
  createApiTokenBodySchema,
  createdApiTokenSchema,
} from './api-token-schemas.ts';

export const getMyApiTokens = defineOperation({
  operationId: 'apiTokens_GetMyApiTokens',
  method: 'GET',
  path: '/api/ApiTokens/mine',
  summary: 'My API tokens in the current company, newest first, revoked and expired ones included',
  tag: 'ApiTokens',
  response: { schema: apiTokenListSchema },
  access: { kind: 'member' },
});

export const createApiToken = defineOperation({
  operationId: 'apiTokens_CreateApiToken',
  method: 'POST',
  path: '/api/ApiTokens/mine',
  summary: 'Create a personal API token for the current company',
  description:
    'The answer carries the token once; it is stored hashed. Send it as `Authorization: Bearer <token>`: ' +
    'it acts as its creator in this company, limited to its scopes, until its last day or its revocation.',
  tag: 'ApiTokens',
  request: { body: createApiTokenBodySchema },
  response: { status: 201, schema: createdApiTokenSchema },
  access: { kind: 'member' },
});

export const revokeMyApiToken = defineOperation({
  operationId: 'apiTokens_RevokeMyApiToken',
  method: 'DELETE',
  path: '/api/ApiTokens/mine/:tokenId',
  summary: 'Revoke one of my API tokens; it is refused from the next request on',
  tag: 'ApiTokens',
  request: { params: apiTokenParamsSchema },
  response: { schema: apiTokenSchema },
  access: { kind: 'member' },
});

export const getCompanyApiTokens = defineOperation({
  operationId: 'apiTokens_GetCompanyApiTokens',
  method: 'GET',
  path: '/api/ApiTokens/company',
  summary: "Every member's API tokens in the current company, for its owners",
  tag: 'ApiTokens',
  response: { schema: companyApiTokenListSchema },
  access: { kind: 'member', roles: [Roles.OWNER] },
});

export const revokeCompanyApiToken = defineOperation({
  operationId: 'apiTokens_RevokeCompanyApiToken',
  method: 'DELETE',
  path: '/api/ApiTokens/company/:tokenId',
  summary: "Revoke a member's API token in the current company",
  tag: 'ApiTokens',
  request: { params: apiTokenParamsSchema },
  response: { schema: apiTokenSchema },
  access: { kind: 'member', roles: [Roles.OWNER] },
});
