/**
 * The sign-in flow (docs/product/tokens-and-sign-in.md#sign-in-flow "Sign-in flow"): load the provider's discovery document (retrying
 * once), then use a provider session already in memory or start the OpenID Connect code flow with
 * PKCE; when the provider cannot be reached, the OpenID toast and /authentication/login.
 */
export { startSignIn } from './auth-runtime.ts';
