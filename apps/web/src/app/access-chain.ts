import type { GuardSubject, RouteAccess } from '@atrium/contract/guards';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeHandle, type RouteHandle } from './route-handle.ts';

/** The handles of the routes `pathname` matches, outermost first; empty when nothing matches. */
function matchedHandles(routes: RouteObject[], pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => routeHandle(match.route));
}

/**
 * The access rules along the matched routes, for `evaluateNavigation`. A route marked
 * `allowWithoutCompany` (respond-to-invite) opens to a signed-in person without a company: their
 * chain is then given without `requiresLogin`, which is met already and would otherwise send them
 * to account; role and module rules still apply.
 */
export function accessChain(
  routes: RouteObject[],
  pathname: string,
  subject: GuardSubject | null = null,
): RouteAccess[] {
  const handles = matchedHandles(routes, pathname);
  const withoutCompany =
    subject !== null && !subject.companyMemberId && handles.some((handle) => handle.allowWithoutCompany);
  return handles.map(({ requiresLogin, roles, modules }) => ({
    requiresLogin: withoutCompany ? undefined : requiresLogin,
    roles,
    modules,
  }));
}
