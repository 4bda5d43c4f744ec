import type { getCompanyApiTokens } from '@atrium/contract/api-tokens';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { tokensOfCompany } from './api-token-queries.ts';

export const getCompanyApiTokensHandler: OperationHandler<typeof getCompanyApiTokens> = async ({
  context,
}) => ({
  tokens: await context.withTenant((tx) => tokensOfCompany(tx, context.companyId)),
});
