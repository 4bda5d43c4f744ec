/**
 * Hook point for logout (SPEC §4 "Logout"): clear storage and the access token, call the server
 * logout, end the provider session and go to /login. The sign-in work replaces `undefined` with
 * that function; until then "Sign out" in the user menu is disabled.
 */
export type SignOut = () => Promise<void>;

export const signOut: SignOut | undefined = undefined;
