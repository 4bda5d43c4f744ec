import { inAppPath } from './notification-navigation.ts';

const RETURN_PATH_KEY = 'atrium.returnPath';

/** Paths worth coming back to after sign-in; everything else lands on / (SPEC §2). */
const RETURNABLE = ['/respond-to-invite'];

type ReturnStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Remembers an invitation link opened while signed out, so that the person lands on it after
 * signing in instead of on / (decision 009). sessionStorage: it is per tab and holds no secret
 * beyond the invitation token the person already has in their mail.
 */
export function rememberReturnPath(storage: ReturnStorage, url: URL): boolean {
  if (!RETURNABLE.includes(url.pathname)) return false;
  try {
    storage.setItem(RETURN_PATH_KEY, `${url.pathname}${url.search}`);
    return true;
  } catch {
    return false;
  }
}

export function takeReturnPath(storage: ReturnStorage, origin: string): string | null {
  let value: string | null;
  try {
    value = storage.getItem(RETURN_PATH_KEY);
    storage.removeItem(RETURN_PATH_KEY);
  } catch {
    return null;
  }
  const path = value ? inAppPath(value, origin) : null;
  return path && RETURNABLE.includes(path.split(/[?#]/)[0] ?? '') ? path : null;
}
