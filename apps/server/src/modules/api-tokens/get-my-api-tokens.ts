import type { getMyApiTokens } from '@atrium/contract/api-tokens';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { tokensOfMember } from './api-token-queries.ts';

export const getMyApiTokensHandler: OperationHandler<typeof getMyApiTokens> = async ({ context }) => ({
  tokens: await context.withTenant((tx) => tokensOfMember(tx, context.companyMemberId)),
});
