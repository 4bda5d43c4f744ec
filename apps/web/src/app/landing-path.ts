import { evaluateNavigation, GuardPaths, type GuardSubject } from '@atrium/contract/guards';
import type { RouteObject } from 'react-router';
import { accessChain } from './access-chain.ts';
import { NAVIGATION } from './shell/nav-items.ts';

/**
 * Where a signed-in person goes when no screen was asked for, best first: home (the timeline),
 * then the screens someone without time tracking works in; then the navigation's order.
 */
const PREFERRED_LANDINGS: readonly string[] = [GuardPaths.HOME, '/absence', '/current-company-info'];

function opens(routes: RouteObject[], subject: GuardSubject, pathname: string): boolean {
  return (
    evaluateNavigation(subject, { pathname, chain: accessChain(routes, pathname, subject) }).kind === 'allow'
  );
}

/**
 * The first screen `subject` may open: home (the timeline) when the company tracks time,
 * otherwise absence or the company's pages, then the navigation's entries, finally account, which everyone
 * signed in may open. Sign-in, company switching and denials land here, so that nobody is greeted
 * with a denial of a screen they never asked for (docs/product/landing.md).
 */
export function landingPath(routes: RouteObject[], subject: GuardSubject): string {
  const preferred = PREFERRED_LANDINGS.find((path) => opens(routes, subject, path));
  if (preferred) return preferred;
  for (const section of NAVIGATION) {
    for (const entry of section.entries) {
      const target = entry.to.find((path) => opens(routes, subject, path));
      if (target) return target;
    }
  }
  return GuardPaths.ACCOUNT;
}

/** The sign-in screen's paths: a signed-in person opening them is sent on to `landingPath`. */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/authentication/login'];
