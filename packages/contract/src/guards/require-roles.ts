import { ALLOW, GuardPaths, type GuardDecision, type GuardSubject } from './guard-decision.ts';

/** Role gate (docs/product/gates-and-roles.md#role-gate): at least one of `roles`, else "Access Denied" and back to home. */
export function requireRoles(
  subject: GuardSubject | null,
  roles: readonly string[] | undefined,
): GuardDecision {
  if (!roles || roles.length === 0) return ALLOW;
  const held = subject?.roles ?? [];
  if (roles.some((role) => held.includes(role))) return ALLOW;
  return { kind: 'redirect', to: GuardPaths.HOME, toast: { kind: 'access-denied' } };
}
