import type { GuardDecision, GuardSubject, RouteAccess } from './guard-decision.ts';
import { ALLOW } from './guard-decision.ts';
import { requireCompanyMember } from './require-company-member.ts';
import { requireLogin } from './require-login.ts';
import { requireModules, type ModuleGateContext } from './require-modules.ts';
import { requireRoles } from './require-roles.ts';

export interface NavigationRequest {
  /** The path being opened (without search or hash). */
  pathname: string;
  /** Access rules of the matched routes, outermost first (parent before child). */
  chain: readonly RouteAccess[];
}

/**
 * Runs the gates in the order a parent-before-child router would: login, company membership
 * (once any route in the chain needs a session), then per route its role gate and module gate.
 * The first decision that is not `allow` wins.
 */
export function evaluateNavigation(
  subject: GuardSubject | null,
  request: NavigationRequest,
  context: ModuleGateContext = { arrivedFromStoredOrigin: false },
): GuardDecision {
  const needsLogin = request.chain.some((access) => access.requiresLogin);
  if (needsLogin) {
    const login = requireLogin(subject);
    if (login.kind !== 'allow') return login;
    const member = requireCompanyMember(subject, request.pathname);
    if (member.kind !== 'allow') return member;
  }
  for (const access of request.chain) {
    const roles = requireRoles(subject, access.roles);
    if (roles.kind !== 'allow') return roles;
    const modules = requireModules(subject, access.modules, context);
    if (modules.kind !== 'allow') return modules;
  }
  return ALLOW;
}

/** Whether the person may open the path at all; used to decide what navigation to show. */
export function canOpen(subject: GuardSubject | null, request: NavigationRequest): boolean {
  return evaluateNavigation(subject, request).kind === 'allow';
}
