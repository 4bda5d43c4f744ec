import { ALLOW, GuardPaths, type GuardDecision, type GuardSubject } from './guard-decision.ts';

/** Every screen except the sign-in screens needs a session (docs/product/gates-and-roles.md#roles); no toast, just the login route. */
export function requireLogin(subject: GuardSubject | null): GuardDecision {
  return subject ? ALLOW : { kind: 'redirect', to: GuardPaths.LOGIN };
}
