import type { CurrentUser } from '@atrium/contract/account';
import { getCurrentUser } from '@atrium/contract/addresses';
import { readIdentityClaims } from '@atrium/contract/identity';
import { operationKey } from '../api/operation-key.ts';
import { queryClient } from '../api/query-client.ts';
import { createAccessTokenStore } from './access-token.ts';
import { session } from './session.ts';
import { displayName, sessionClaimsFromToken, type SessionProfile } from './session-claims.ts';
import { readStoredUser, saveStoredUser } from './stored-user.ts';

/** The app's access token, in memory only. */
export const accessToken = createAccessTokenStore();

let profile: SessionProfile | null = null;

function applySession(): void {
  if (!accessToken.has()) {
    session.clear();
    return;
  }
  profile ??= readStoredUser(window.localStorage);
  session.set(sessionClaimsFromToken(accessToken.get(), profile));
}

/** A new access token (sign-in, refresh, another company): the session follows its claims. */
export function acceptToken(token: string, idToken?: string): void {
  if (idToken) {
    const identity = readIdentityClaims(idToken);
    profile = {
      name:
        identity.name || displayName({ givenName: identity.given_name, familyName: identity.family_name }),
      email: identity.email,
    };
  }
  accessToken.set(token);
  applySession();
}

/** Forget everything about the person in this tab: token, session, cache, header. */
export function clearClientState(): void {
  accessToken.clear();
  profile = null;
  session.clear();
  queryClient.clear();
}

/** The current user changed (start-up, profile saved): cache, the session's name, stored `user`. */
export function rememberCurrentUser(user: CurrentUser): void {
  profile = { name: displayName(user), email: user.email ?? '' };
  saveStoredUser(window.localStorage, { userId: user.userId, ...profile, language: user.language });
  queryClient.setQueryData(operationKey(getCurrentUser), user);
  applySession();
}

// The session and its token end together: a token left behind by whatever emptied the session
// would otherwise be kept alive by the scheduled refresh in a signed-out tab.
session.subscribe((claims) => {
  if (!claims) accessToken.clear();
});
