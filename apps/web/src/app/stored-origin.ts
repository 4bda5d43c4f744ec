/** localStorage key of the window origin saved at start-up (docs/product/tokens-and-sign-in.md#stored-in-the-browser). */
export const ORIGIN_STORAGE_KEY = 'origin';

type OriginStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Saves the app's origin at start-up. */
export function rememberOrigin(storage: OriginStorage, origin: string): void {
  try {
    storage.setItem(ORIGIN_STORAGE_KEY, origin);
  } catch {
    // No storage: arrivals are then never "from the stored origin", which only means a redirect.
  }
}

/**
 * True when the document was reached from a page of the stored origin: the referrer's origin is
 * the saved `origin` (a reload of the app, or a return from the same-origin identity provider).
 * The guard loader asks this only for the first navigation of an app load (docs/product/gates-and-roles.md#module-gate).
 */
export function arrivedFromStoredOrigin(storage: OriginStorage, referrer: string): boolean {
  let stored: string | null;
  try {
    stored = storage.getItem(ORIGIN_STORAGE_KEY);
  } catch {
    return false;
  }
  if (!stored || !referrer) return false;
  try {
    return new URL(referrer).origin === stored;
  } catch {
    return false;
  }
}
