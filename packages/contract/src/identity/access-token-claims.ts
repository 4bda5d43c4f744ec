import { decodeJwtPayload } from './jwt-payload.ts';

/** The claims the app reads from its access token (docs/product/tokens-and-sign-in.md#access-token-claims), normalised. */
export interface AccessTokenClaims {
  /** `CompanyMemberId`; null when the user has no company membership yet. */
  companyMemberId: string | null;
  /** `CompanyId`; null when the user has no current company. */
  companyId: string | null;
  /** `role`, sent as one string or an array: always an array here. */
  roles: string[];
  /** `Modules` of the company, one string or an array: always an array here. */
  modules: string[];
  /** `exp` as in the JWT: seconds since the epoch, not milliseconds. Null when absent. */
  expiresAt: number | null;
}

export const EMPTY_ACCESS_TOKEN_CLAIMS: Readonly<AccessTokenClaims> = Object.freeze({
  companyMemberId: null,
  companyId: null,
  roles: [],
  modules: [],
  expiresAt: null,
});

/**
 * The access token's claims. Never throws: a token that cannot be parsed gives
 * `EMPTY_ACCESS_TOKEN_CLAIMS`, and each malformed claim gives its empty value.
 */
export function readAccessTokenClaims(token: string | null | undefined): AccessTokenClaims {
  const payload = decodeJwtPayload(token);
  if (payload === null) return { ...EMPTY_ACCESS_TOKEN_CLAIMS, roles: [], modules: [] };
  return {
    companyMemberId: readId(payload['CompanyMemberId']),
    companyId: readId(payload['CompanyId']),
    roles: readList(payload['role']),
    modules: readList(payload['Modules']),
    expiresAt: readSeconds(payload['exp']),
  };
}

/** An id sent as text or as a number, as trimmed text; empty text and anything else are null. */
function readId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id === '' ? null : id;
}

/** One string or an array of them, as trimmed, non-empty, distinct strings in their order. */
function readList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const list: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    if (text !== '' && !list.includes(text)) list.push(text);
  }
  return list;
}

function readSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
