import { NO_TOKEN } from '@atrium/contract/identity';

type TokenListener = (token: string | null) => void;

export interface AccessTokenStore {
  /** The token getter of docs/product/tokens-and-sign-in.md#token-handling: the literal `noToken` when there is none. */
  get(): string;
  has(): boolean;
  set(token: string): void;
  clear(): void;
  subscribe(listener: TokenListener): () => void;
}

/**
 * The app's access token, held in memory only: never localStorage or sessionStorage, so a script
 * that reads storage (an XSS payload, a browser extension) finds nothing, and a reload gets a new
 * one through the HttpOnly refresh cookie (decision 008).
 */
export function createAccessTokenStore(): AccessTokenStore {
  let token: string | null = null;
  const listeners = new Set<TokenListener>();
  const change = (next: string | null) => {
    if (next === token) return;
    token = next;
    for (const listener of [...listeners]) listener(token);
  };
  return {
    get: () => token ?? NO_TOKEN,
    has: () => token !== null,
    set: (next) => change(next.trim() === '' ? null : next),
    clear: () => change(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
