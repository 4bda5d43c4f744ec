import type { revokeCompanyApiToken } from '@atrium/contract/api-tokens';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { revokeToken } from './api-token-queries.ts';

export const revokeCompanyApiTokenHandler: OperationHandler<typeof revokeCompanyApiToken> = async ({
  context,
  params,
  deps,
}) => {
  const token = await context.withTenant((tx) =>
    revokeToken(tx, { companyId: context.companyId, tokenId: params.tokenId }, context.userId),
  );
  await deps.audit.record(context, {
    action: 'apiToken.revoked',
    target: params.tokenId,
    details: { byOwner: true },
  });
  return token;
};
