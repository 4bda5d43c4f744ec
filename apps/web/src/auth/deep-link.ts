import { BAD_LINK_LOG_MESSAGE } from '../ui/toasts.ts';

export interface DeepLinkDeps {
  /** Loads the provider's discovery document; false when it cannot. */
  loadDiscovery: () => Promise<boolean>;
  /** The app's redirect address; the link's query is put after it as the fragment. */
  redirectUri: () => string | null;
  /** Completes the code flow from a URL whose fragment carries code and state. */
  completeCodeFlow: (urlWithFragment: string) => Promise<{ access_token: string; id_token?: string }>;
  /** The server-authentication step: token id, start-up, landing. */
  authenticateWithServer: (user: { access_token: string; id_token?: string }) => Promise<unknown>;
  /** The states already handled; a second link with one of them is ignored. */
  seenStates: Set<string>;
  log: (message: string, error?: unknown) => void;
}

export type DeepLinkOutcome = 'signed-in' | 'duplicate' | 'bad-link';

/**
 * A mobile deep link back from the provider (docs/product/tokens-and-sign-in.md#mobile-deep-links): a link with a query string loads the
 * discovery document, completes the code flow with that query as the fragment, then
 * authenticates with the server. The same `state` twice (the OS delivering a link again) is
 * ignored. A bad link (no query, no state, a flow that cannot complete) is only logged.
 */
export async function handleDeepLink(url: string, deps: DeepLinkDeps): Promise<DeepLinkOutcome> {
  const queryStart = url.indexOf('?');
  const query = queryStart === -1 ? '' : (url.slice(queryStart + 1).split('#')[0] ?? '');
  const state = query ? new URLSearchParams(query).get('state') : null;
  if (!state) {
    deps.log(BAD_LINK_LOG_MESSAGE);
    return 'bad-link';
  }
  if (deps.seenStates.has(state)) return 'duplicate';
  deps.seenStates.add(state);

  let user: { access_token: string; id_token?: string };
  try {
    const redirectUri = (await deps.loadDiscovery()) ? deps.redirectUri() : null;
    if (!redirectUri) throw new Error('Discovery document not loaded');
    user = await deps.completeCodeFlow(`${redirectUri.split('#')[0]}#${query}`);
  } catch (error) {
    deps.log(BAD_LINK_LOG_MESSAGE, error);
    return 'bad-link';
  }
  await deps.authenticateWithServer(user);
  return 'signed-in';
}
