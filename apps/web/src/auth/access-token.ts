import { NO_TOKEN, decodeJwtPayload } from '@atrium/contract/identity';

type TokenListener = (token: string | null) => void;

/** The held token's life in this browser's milliseconds: when it came and when it runs out. */
export interface TokenLife {
  receivedAt: number;
  expiresAt: number;
}

export interface AccessTokenStore {
  /** The token getter of docs/product/tokens-and-sign-in.md#token-handling: the literal `noToken` when there is none. */
  get(): string;
  has(): boolean;
  set(token: string): void;
  clear(): void;
  subscribe(listener: TokenListener): () => void;
  /**
   * When the held token came and when it runs out, by this browser's clock; null without a token
   * or when its end cannot be read (then only the API's 401 tells).
   */
  life(): TokenLife | null;
}

/**
 * The token's end measured from its arrival: its lifetime (`exp` − `iat`, both stamped by the
 * server's clock) added to the moment it came, so a browser clock set minutes wrong neither makes
 * every token look expired nor lets one look fresh past its end. Without `iat`, `exp` is read
 * against this clock, and a token that already looks expired on it is left to the 401.
 */
function lifeOf(token: string, receivedAt: number): TokenLife | null {
  const payload = decodeJwtPayload(token);
  const exp = payload?.['exp'];
  const iat = payload?.['iat'];
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const expiresAt =
    typeof iat === 'number' && Number.isFinite(iat) ? receivedAt + (exp - iat) * 1000 : exp * 1000;
  return expiresAt > receivedAt ? { receivedAt, expiresAt } : null;
}

/**
 * The app's access token, held in memory only: never localStorage or sessionStorage, so a script
 * that reads storage (an XSS payload, a browser extension) finds nothing, and a reload gets a new
 * one through the HttpOnly refresh cookie (decision 008).
 */
export function createAccessTokenStore(now: () => number = () => Date.now()): AccessTokenStore {
  let token: string | null = null;
  let life: TokenLife | null = null;
  const listeners = new Set<TokenListener>();
  const change = (next: string | null) => {
    if (next === token) return;
    token = next;
    life = next === null ? null : lifeOf(next, now());
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
    life: () => life,
  };
}
