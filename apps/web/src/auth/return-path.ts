import { inAppPath } from './notification-navigation.ts';

const RETURN_PATH_KEY = 'atrium.returnPath';

/** Paths worth coming back to after sign-in; everything else lands on / (docs/product/routes-and-redirects.md#redirects). */
const RETURNABLE = ['/respond-to-invite'];

/**
 * How long a remembered link waits for its sign-in: long enough to sign up, confirm the address
 * from the mail and come back; much shorter than the invitation's own validity.
 */
export const RETURN_PATH_TTL_MS = 24 * 60 * 60 * 1000;

type ReturnStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredReturnPath {
  path: string;
  savedAt: number;
}

/**
 * Remembers an invitation link opened while signed out, so that the person lands on it after
 * signing in instead of on / (decision 009). localStorage, not sessionStorage: signing up means
 * confirming the address from a mail, whose link opens a new tab, and the sign-in that follows
 * happens there. It holds no secret beyond the invitation token the person has in their mail, is
 * taken once, and expires.
 */
export function rememberReturnPath(storage: ReturnStorage, url: URL, now = Date.now()): boolean {
  if (!RETURNABLE.includes(url.pathname)) return false;
  const stored: StoredReturnPath = { path: `${url.pathname}${url.search}`, savedAt: now };
  try {
    storage.setItem(RETURN_PATH_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

function parse(value: string | null): StoredReturnPath | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredReturnPath>;
    return typeof parsed.path === 'string' && typeof parsed.savedAt === 'number'
      ? { path: parsed.path, savedAt: parsed.savedAt }
      : null;
  } catch {
    return null;
  }
}

/** The remembered path, removed; null when none, expired, or not an invitation of this app. */
export function takeReturnPath(storage: ReturnStorage, origin: string, now = Date.now()): string | null {
  let stored: StoredReturnPath | null;
  try {
    stored = parse(storage.getItem(RETURN_PATH_KEY));
    storage.removeItem(RETURN_PATH_KEY);
  } catch {
    return null;
  }
  if (!stored || now - stored.savedAt > RETURN_PATH_TTL_MS || stored.savedAt > now) return null;
  const path = inAppPath(stored.path, origin);
  return path && RETURNABLE.includes(path.split(/[?#]/)[0] ?? '') ? path : null;
}
