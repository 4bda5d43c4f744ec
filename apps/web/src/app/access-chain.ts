import type { RouteAccess } from '@atrium/contract/guards';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeHandle, type RouteHandle } from './route-handle.ts';

/** The handles of the routes `pathname` matches, outermost first; empty when nothing matches. */
export function matchedHandles(routes: RouteObject[], pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => routeHandle(match.route));
}

/** The access rules along the matched routes, for `evaluateNavigation`. */
export function accessChain(routes: RouteObject[], pathname: string): RouteAccess[] {
  return matchedHandles(routes, pathname).map(({ requiresLogin, roles, modules }) => ({
    requiresLogin,
    roles,
    modules,
  }));
}
