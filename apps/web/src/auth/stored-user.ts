/** localStorage key of docs/product/tokens-and-sign-in.md#stored-in-the-browser `user` object. */
const USER_STORAGE_KEY = 'user';

/**
 * What the app keeps under `user`: display data only. docs/product/tokens-and-sign-in.md#stored-in-the-browser describes it as "an object holding
 * a token"; Atrium keeps tokens out of storage altogether (decision 008), so the object holds the
 * person's id, name, e-mail and language, which the shell can show before the first request.
 */
export interface StoredUser {
  userId: string;
  name: string;
  email: string;
  language: string;
}

type UserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveStoredUser(storage: UserStorage, user: StoredUser): void {
  const { userId, name, email, language } = user;
  try {
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ userId, name, email, language }));
  } catch {
    // No storage (private mode): the name appears once the current user has loaded.
  }
}

export function readStoredUser(storage: UserStorage): StoredUser | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { userId, name, email, language } = value as Record<string, unknown>;
  if (typeof userId !== 'string') return null;
  return {
    userId,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    language: typeof language === 'string' ? language : '',
  };
}
