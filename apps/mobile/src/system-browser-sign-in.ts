import { createPkce, randomToken } from './pkce.ts';
import type { SecureStore } from './secure-store.ts';

/** The app link the provider redirects to; registered for the app in the native projects. */
export const MOBILE_REDIRECT_URI = 'atrium://auth/callback';
/** The shell's client at the provider (a native public client; the server registers it too). */
export const MOBILE_CLIENT_ID = 'atrium-mobile';
const PENDING_KEY = 'atrium.signin.pending';

export interface SignInSettings {
  authorizationEndpoint: string;
  clientId: string;
  scope: string;
  resource?: string | null;
  /** The interface language, so that the provider's pages speak it too. */
  uiLocales?: string;
}

export interface PendingSignIn {
  state: string;
  verifier: string;
  createdAt: number;
}

/** Opens a URL in the system browser (Custom Tabs / SFSafariViewController), never a web view. */
export type OpenSystemBrowser = (url: string) => Promise<void>;

/**
 * Starts sign-in as RFC 8252 asks of a native app: authorization code flow with PKCE (S256) and
 * a fresh `state`, in the system browser, coming back to the app link. The verifier and state
 * wait in secure storage until the link returns.
 */
export async function startSystemBrowserSignIn(
  settings: SignInSettings,
  deps: { store: SecureStore; open: OpenSystemBrowser; now?: () => number },
): Promise<string> {
  const pkce = await createPkce();
  const state = randomToken(16);
  const pending: PendingSignIn = { state, verifier: pkce.verifier, createdAt: (deps.now ?? Date.now)() };
  await deps.store.set(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(settings.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: MOBILE_REDIRECT_URI,
    scope: settings.scope,
    state,
    code_challenge: pkce.challenge,
    code_challenge_method: pkce.method,
    // The answer comes back in the query of the app link (the shell reads it as the fragment).
    response_mode: 'query',
    ...(settings.resource ? { resource: settings.resource } : {}),
    ...(settings.uiLocales ? { ui_locales: settings.uiLocales } : {}),
  }).toString();
  await deps.open(url.href);
  return state;
}

/** The pending sign-in for this state, removed (usable once); null for an unknown or old one. */
export async function takePendingSignIn(
  store: SecureStore,
  state: string,
  options: { now?: () => number; maxAgeMs?: number } = {},
): Promise<PendingSignIn | null> {
  const raw = await store.get(PENDING_KEY);
  if (!raw) return null;
  let pending: PendingSignIn;
  try {
    pending = JSON.parse(raw) as PendingSignIn;
  } catch {
    await store.remove(PENDING_KEY);
    return null;
  }
  if (pending.state !== state) return null;
  await store.remove(PENDING_KEY);
  const age = (options.now ?? Date.now)() - pending.createdAt;
  return age <= (options.maxAgeMs ?? 10 * 60_000) ? pending : null;
}

/** The provider's tokens for the server's sign-in step. */
export interface ProviderTokens {
  access_token: string;
  id_token?: string;
}

/**
 * Completes the sign-in the system browser started: the answer's state must be the pending one
 * (taken once, at most ten minutes old), then the code is exchanged at the provider's token
 * endpoint with the PKCE verifier that never left the device. `callbackUrl` carries code and
 * state in its query or, as the deep-link handling passes it, in its fragment. Throws on an
 * error answer, an unknown state, or a refused exchange.
 */
export async function completeSystemBrowserSignIn(
  callbackUrl: string,
  settings: { tokenEndpoint: string; clientId: string },
  deps: { store: SecureStore; fetch: typeof fetch; now?: () => number },
): Promise<ProviderTokens> {
  const url = new URL(callbackUrl);
  const answer = new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
  const error = answer.get('error');
  if (error) throw new Error(`The provider answered ${error}`);
  const code = answer.get('code');
  const state = answer.get('state');
  if (!code || !state) throw new Error('No code or state in the answer');
  const pending = await takePendingSignIn(deps.store, state, deps.now ? { now: deps.now } : {});
  if (!pending) throw new Error('No sign-in of this app is waiting for this answer');
  const response = await deps.fetch(settings.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: MOBILE_REDIRECT_URI,
      client_id: settings.clientId,
      code_verifier: pending.verifier,
    }).toString(),
  });
  const tokens = (await response.json().catch(() => ({}))) as Partial<ProviderTokens> & { error?: string };
  if (!response.ok || typeof tokens.access_token !== 'string') {
    throw new Error(`The token exchange answered ${response.status} ${tokens.error ?? ''}`.trim());
  }
  return {
    access_token: tokens.access_token,
    ...(typeof tokens.id_token === 'string' ? { id_token: tokens.id_token } : {}),
  };
}
