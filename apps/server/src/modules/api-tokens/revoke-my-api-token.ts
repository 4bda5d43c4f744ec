import type { revokeMyApiToken } from '@atrium/contract/api-tokens';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { revokeToken } from './api-token-queries.ts';

/** Another member's token is not found here, even for an owner (they revoke it from the company list). */
export const revokeMyApiTokenHandler: OperationHandler<typeof revokeMyApiToken> = async ({
  context,
  params,
  deps,
}) => {
  const token = await context.withTenant((tx) =>
    revokeToken(
      tx,
      { companyId: context.companyId, companyMemberId: context.companyMemberId, tokenId: params.tokenId },
      context.userId,
    ),
  );
  await deps.audit.record(context, { action: 'apiToken.revoked', target: params.tokenId });
  return token;
};
