import { createCallOperation } from '../api/call-operation.ts';
import { createMobileApiFetch } from './mobile-api-fetch.ts';
import { findMobileShell } from './mobile-shell.ts';

/** This page's own origin: the provider redirects and stored return paths are checked against it. */
export const origin = () => window.location.origin;

/** The mobile shell's bridge (apps/mobile), or null in a browser. */
export const mobileShell = findMobileShell(window);

/** The API: in the shell, the server named at build time, with its refresh token (decision 045). */
export const apiFetch = mobileShell
  ? createMobileApiFetch((url, init) => window.fetch(url, init), mobileShell)
  : (url: string, init?: RequestInit) => window.fetch(url, init);

export const apiOrigin = () => mobileShell?.apiBaseUrl ?? origin();

/** Calls without the app token and without the refresh loop: sign-in, refresh, logout. */
export const bareCall = createCallOperation(apiFetch);

/** The mobile build: a Cordova web view, or the Capacitor shell's bridge (apps/mobile). */
export function isMobileShell(): boolean {
  return 'cordova' in window || 'atriumMobile' in window;
}

export const warn = (message: string, error?: unknown) => console.warn(message, error ?? '');
