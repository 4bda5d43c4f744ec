import { API_TOKEN_MAX_DAYS, type createApiToken } from '@atrium/contract/api-tokens';
import { apiTokens } from '../../db/schema/api-tokens.ts';
import { newApiToken } from '../../platform/auth/api-token-credential.ts';
import { validationFailed } from '../../platform/errors/app-error.ts';
import type { OperationHandler } from '../../platform/operations/register-operation.ts';
import { apiTokenOf } from './api-token-queries.ts';

const DAY_MS = 86_400_000;

/**
 * A token works until the end of its last day (UTC) and never longer than API_TOKEN_MAX_DAYS
 * (docs/product/integrations.md#api-tokens). Its secret leaves the server in this answer only.
 */
export const createApiTokenHandler: OperationHandler<typeof createApiToken> = async ({
  context,
  body,
  deps,
}) => {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const lastDay = Date.parse(body.expiresOn);
  if (lastDay < today || lastDay > today + API_TOKEN_MAX_DAYS * DAY_MS) {
    throw validationFailed('The last day of the token is not allowed.', [
      {
        path: 'body.expiresOn',
        message: `must be between today and ${API_TOKEN_MAX_DAYS} days from today`,
      },
    ]);
  }
  const credential = newApiToken();
  const row = await context.withTenant(async (tx) => {
    const [inserted] = await tx
      .insert(apiTokens)
      .values({
        companyId: context.companyId,
        companyMemberId: context.companyMemberId,
        userId: context.userId,
        name: body.name,
        tokenHash: credential.hash,
        hint: credential.hint,
        scopes: body.scopes,
        expiresAt: new Date(lastDay + DAY_MS),
      })
      .returning();
    return inserted!;
  });
  await deps.audit.record(context, {
    action: 'apiToken.created',
    target: row.id,
    details: { scopes: body.scopes, expiresOn: body.expiresOn },
  });
  return {
    token: apiTokenOf({ ...row, tokenId: row.id }),
    secret: credential.secret,
  };
};
