import {
  evaluateNavigation,
  GuardPaths,
  type GuardDecision,
  type GuardSubject,
  type GuardToast,
} from '@atrium/contract/guards';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accessChain } from './access-chain.ts';
import { landingPath, SIGN_IN_PATHS } from './landing-path.ts';
import { routeHandle } from './route-handle.ts';

export interface GuardLoaderOptions {
  getSubject: () => GuardSubject | null;
  /** Asked once, for the first navigation of the app load (see stored-origin.ts). */
  arrivedFromStoredOrigin: () => boolean;
  /** Shows the denial; called at most once per navigation. */
  onDenied: (toast: GuardToast) => void;
}

/** What the root route's loader hands to the shell: a denial to show in place of the screen. */
export interface GuardLoaderData {
  blocked: GuardToast | null;
}

const MAX_REDIRECT_HOPS = 5;

function normalisedPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/**
 * Follows guard redirects until a path that is allowed (or redirects without a toast), so that a
 * denial shows one message. A denial sends the person to the first screen they may open
 * (`landingPath`), never to another closed screen. Two paths are not "links the person followed"
 * and never show a denial: `/`, the start page everyone lands on (without time tracking it is
 * another screen), and the sign-in screen, which a signed-in person skips.
 *
 * @public The accessibility walk loads it by a computed module name (e2e/support/route-table.ts),
 * which knip cannot follow.
 */
export function resolveNavigation(
  routes: RouteObject[],
  subject: GuardSubject | null,
  pathname: string,
  arrivedFromStoredOrigin: boolean,
): GuardDecision {
  const path = normalisedPath(pathname);
  if (subject && SIGN_IN_PATHS.includes(path)) return { kind: 'redirect', to: landingPath(routes, subject) };
  const first = evaluateNavigation(
    subject,
    { pathname, chain: accessChain(routes, pathname, subject) },
    { arrivedFromStoredOrigin },
  );
  if (first.kind === 'allow') return first;
  if (subject?.companyMemberId && path === GuardPaths.HOME) {
    return { kind: 'redirect', to: landingPath(routes, subject) };
  }
  if (first.kind !== 'redirect') return first;
  if (subject?.companyMemberId && first.toast) return { ...first, to: landingPath(routes, subject) };
  let target = first.to;
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
    const next = evaluateNavigation(subject, {
      pathname: target,
      chain: accessChain(routes, target, subject),
    });
    if (next.kind !== 'redirect' || next.to === target) break;
    target = next.to;
  }
  return { ...first, to: target };
}

/**
 * The guards of docs/product/gates-and-roles.md#module-gate, docs/product/gates-and-roles.md#roles for the router. `decide` evaluates a navigation once per request
 * (all loaders of one navigation share its Request), so the root loader and the redirect routes
 * agree; the first navigation of the app load is the only one that may "stay".
 */
export function createNavigationGuard(getRoutes: () => RouteObject[], options: GuardLoaderOptions) {
  let firstNavigation = true;
  const decisions = new WeakMap<Request, GuardDecision>();

  const decide = (request: Request): GuardDecision => {
    const known = decisions.get(request);
    if (known) return known;
    const arrived = firstNavigation && options.arrivedFromStoredOrigin();
    firstNavigation = false;
    const { pathname } = new URL(request.url);
    const decision = resolveNavigation(getRoutes(), options.getSubject(), pathname, arrived);
    decisions.set(request, decision);
    return decision;
  };

  /**
   * The root route's loader (the root revalidates on every navigation): redirects with
   * `redirect()` and reports the toast. It is the only place with side effects.
   */
  const loader = ({ request }: LoaderFunctionArgs): GuardLoaderData => {
    const decision = decide(request);
    if (decision.kind === 'allow') return { blocked: null };
    if (decision.kind === 'stay') {
      options.onDenied(decision.toast);
      return { blocked: decision.toast };
    }
    if (decision.toast) options.onDenied(decision.toast);
    throw redirect(decision.to);
  };

  /**
   * Copies the route tree so that redirect routes (defaults, aliases) only redirect when the
   * guards allow the navigation: the router prefers the deepest redirect, which would otherwise
   * override the guard's. The route modules' objects are shared, so they are never mutated.
   */
  const guardRedirects = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const { loader: own, children } = route;
      const copy = { ...route } as RouteObject;
      if (typeof own === 'function' && routeHandle(route).redirectTo) {
        copy.loader = (args, context) => (decide(args.request).kind === 'allow' ? own(args, context) : null);
      }
      if (children) (copy as { children?: RouteObject[] }).children = guardRedirects(children);
      return copy;
    });

  return { decide, loader, guardRedirects };
}
