import type { ApiToken } from '@atrium/contract/api-tokens';

export type ApiTokenStatus = 'active' | 'revoked' | 'expired';

/** Whether a token still works now: revoked wins over expired, as the server refuses it first. */
export function apiTokenStatus(
  token: Pick<ApiToken, 'revokedAt' | 'expiresAt'>,
  now = new Date(),
): ApiTokenStatus {
  if (token.revokedAt !== null) return 'revoked';
  return Date.parse(token.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

/** The last day a token works: it stops at the start of the next day (UTC). */
export function apiTokenLastDay(token: Pick<ApiToken, 'expiresAt'>): string {
  return new Date(Date.parse(token.expiresAt) - 86_400_000).toISOString().slice(0, 10);
}

/** A scope's interface key: i18next reads a colon as a namespace. */
export const scopeKey = (scope: string): string => `apiTokens.scopes.${scope.replace(':', '_')}`;
