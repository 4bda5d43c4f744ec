import {
  createApiToken,
  getCompanyApiTokens,
  getMyApiTokens,
  revokeCompanyApiToken,
  revokeMyApiToken,
} from '@atrium/contract/api-tokens';
import { defineModuleOperations } from '../../platform/operations/module-operations.ts';
import { createApiTokenHandler } from './create-api-token.ts';
import { getCompanyApiTokensHandler } from './get-company-api-tokens.ts';
import { getMyApiTokensHandler } from './get-my-api-tokens.ts';
import { revokeCompanyApiTokenHandler } from './revoke-company-api-token.ts';
import { revokeMyApiTokenHandler } from './revoke-my-api-token.ts';

/** Personal API tokens (docs/product/integrations.md#api-tokens); the gate reads them in platform/auth. */
export const apiTokenOperations = defineModuleOperations({
  [getMyApiTokens.operationId]: { operation: getMyApiTokens, handler: getMyApiTokensHandler },
  [createApiToken.operationId]: { operation: createApiToken, handler: createApiTokenHandler },
  [revokeMyApiToken.operationId]: { operation: revokeMyApiToken, handler: revokeMyApiTokenHandler },
  [getCompanyApiTokens.operationId]: {
    operation: getCompanyApiTokens,
    handler: getCompanyApiTokensHandler,
  },
  [revokeCompanyApiToken.operationId]: {
    operation: revokeCompanyApiToken,
    handler: revokeCompanyApiTokenHandler,
  },
});
