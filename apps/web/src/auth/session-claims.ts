import { readAccessTokenClaims } from '@atrium/contract/identity';
import type { SessionClaims } from './session.ts';

export interface SessionProfile {
  name: string;
  email: string;
}

/** The session the guards and the shell read: the access token's claims plus who the person is. */
export function sessionClaimsFromToken(token: string, profile: SessionProfile | null): SessionClaims {
  const claims = readAccessTokenClaims(token);
  return {
    companyMemberId: claims.companyMemberId,
    companyId: claims.companyId,
    roles: claims.roles,
    modules: claims.modules,
    name: profile?.name ?? '',
    email: profile?.email ?? '',
  };
}

/** The name to show: the full name, else given and family name, else nothing (e-mail is shown). */
export function displayName(person: {
  name?: string | null;
  givenName?: string | null;
  familyName?: string | null;
}): string {
  const full = person.name?.trim();
  if (full) return full;
  return [person.givenName, person.familyName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
