/**
 * Hook point for the sign-in flow (SPEC §4 "Sign-in flow"): load the provider's discovery
 * document, then start the OpenID Connect code flow with PKCE, or fall back to
 * /authentication/login. The sign-in work replaces `undefined` below with that function; until
 * then the sign-in screen shows its button disabled and does nothing.
 */
export type StartSignIn = () => Promise<void>;

export const startSignIn: StartSignIn | undefined = undefined;
