import type { Module } from '../access/index.ts';

/** Where the guards send people (docs/product/routes-and-redirects.md#redirects). */
export const GuardPaths = {
  HOME: '/',
  ACCOUNT: '/account',
  LOGIN: '/login',
} as const;

/** The translation key the module-denied message starts with (docs/product/error-texts-and-toasts.md#module-denied). */
export const MODULE_ACCESS_DENIED_KEY = 'error_message_fields.module_access_denied';

/** What the user is told when a guard says no; the web turns it into a toast (docs/product/error-texts-and-toasts.md). */
export type GuardToast =
  | { kind: 'access-denied' }
  | {
      kind: 'module-denied';
      messageKey: typeof MODULE_ACCESS_DENIED_KEY;
      /** The required modules the company has not subscribed, in route order. */
      modules: Module[];
      /** English titles of `modules`; the web may translate them by module. */
      moduleTitles: string[];
    };

/**
 * The outcome of a guard. Guards never navigate or show anything themselves:
 * - `allow`: open the screen;
 * - `redirect`: go to `to` instead, showing `toast` when present;
 * - `stay`: do not open the screen and do not redirect; only show the toast (module gate when
 *   the app was entered from its own origin, docs/product/gates-and-roles.md#module-gate).
 */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; toast?: GuardToast }
  | { kind: 'stay'; toast: GuardToast };

export const ALLOW: GuardDecision = Object.freeze({ kind: 'allow' });

/** The part of the signed-in session the guards read; `null` when nobody is signed in. */
export interface GuardSubject {
  companyMemberId: string | null;
  roles: readonly string[];
  modules: readonly string[];
}

/** Access rules of one route, as data (docs/product/routes-and-redirects.md#screens, docs/product/gates-and-roles.md#roles). All fields are optional. */
export interface RouteAccess {
  /** A valid session is needed. */
  requiresLogin?: boolean;
  /** At least one of these roles is needed. */
  roles?: readonly string[];
  /** Every one of these modules must be subscribed (case-insensitive). */
  modules?: readonly string[];
}
