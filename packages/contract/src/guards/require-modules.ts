import { MODULE_TITLES, Modules, isModule, type Module } from '../access/index.ts';
import {
  ALLOW,
  GuardPaths,
  MODULE_ACCESS_DENIED_KEY,
  type GuardDecision,
  type GuardSubject,
} from './guard-decision.ts';

export interface ModuleGateContext {
  /**
   * True when this navigation is the first one of the app load and the document's referrer has
   * the stored `origin` (docs/product/tokens-and-sign-in.md#stored-in-the-browser local storage key), i.e. the person came into the app from the
   * app itself (a reload, or back from the same-origin identity provider). Then the gate only
   * shows its message and does not redirect (docs/product/gates-and-roles.md#module-gate).
   */
  arrivedFromStoredOrigin: boolean;
}

/**
 * Module gate (docs/product/gates-and-roles.md#module-gate): every required module must be subscribed, compared case-insensitively.
 * The denial lists the titles of the modules that are missing. The person goes home when the
 * company subscribes TIME_TRACKING (home is the timeline), else to account.
 */
export function requireModules(
  subject: GuardSubject | null,
  required: readonly string[] | undefined,
  context: ModuleGateContext,
): GuardDecision {
  if (!required || required.length === 0) return ALLOW;
  const held = new Set((subject?.modules ?? []).map((module) => module.toUpperCase()));
  const missing = required.map((module) => module.toUpperCase()).filter((module) => !held.has(module));
  if (missing.length === 0) return ALLOW;

  const modules = missing.filter(isModule) as Module[];
  const toast = {
    kind: 'module-denied',
    messageKey: MODULE_ACCESS_DENIED_KEY,
    modules,
    moduleTitles: missing.map((module) => (isModule(module) ? MODULE_TITLES[module] : module)),
  } as const;
  if (context.arrivedFromStoredOrigin) return { kind: 'stay', toast };
  const to = held.has(Modules.TIME_TRACKING) ? GuardPaths.HOME : GuardPaths.ACCOUNT;
  return { kind: 'redirect', to, toast };
}
