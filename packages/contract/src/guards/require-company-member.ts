import { ALLOW, GuardPaths, type GuardDecision, type GuardSubject } from './guard-decision.ts';

/**
 * Paths a signed-in person without a company membership may still open (docs/product/routes-and-redirects.md#people-without-a-company): account,
 * company (and the company-choose screen it redirects to), notifications, translations.
 */
export const PATHS_WITHOUT_COMPANY_MEMBER: readonly string[] = [
  '/account',
  '/company',
  '/company-choose',
  '/notifications',
  '/translations',
];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase();
  const trimmed = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Users without a company member id are sent to account unless going to one of the exempt paths. */
export function requireCompanyMember(subject: GuardSubject | null, pathname: string): GuardDecision {
  if (!subject || subject.companyMemberId) return ALLOW;
  const path = normalise(pathname);
  if (PATHS_WITHOUT_COMPANY_MEMBER.some((base) => isUnder(path, base))) return ALLOW;
  return { kind: 'redirect', to: GuardPaths.ACCOUNT };
}
