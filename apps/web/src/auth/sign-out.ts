import { signOut as logout } from './auth-runtime.ts';

/**
 * Logout (docs/product/tokens-and-sign-in.md#logout "Logout"): clear storage and the access token, call the server logout, end the
 * provider session and come back to /login.
 */
export type SignOut = () => Promise<void>;

export const signOut: SignOut | undefined = logout;
