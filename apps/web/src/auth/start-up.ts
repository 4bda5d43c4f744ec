import type { CurrentUser } from '@atrium/contract/account';
import type { Company, CurrentCompanyMember } from '@atrium/contract/companies';
import type { SessionClaims } from './session.ts';
import type { StartUpStep } from './start-up-steps.ts';

export interface StartUpDeps {
  loadCurrentUser: () => Promise<CurrentUser>;
  loadCurrentCompany: () => Promise<Company>;
  loadCurrentCompanyMember: () => Promise<CurrentCompanyMember>;
  /** The access token names a company (CompanyId and CompanyMemberId claims). */
  hasCompany: () => boolean;
  onUser: (user: CurrentUser) => void | Promise<void>;
  /** The header's company name (and, once companies have them, thumbnail and cover). */
  onCompany: (company: Company | null) => void;
  onCompanyMember: (member: CurrentCompanyMember | null) => void;
  /** The session the token gives, after the user and company steps. */
  session: () => SessionClaims | null;
  /** The features' own steps (`registerStartUpStep`), in their order. */
  featureSteps: () => readonly StartUpStep[];
  now: () => Date;
  /** Removes the stored notification payload and answers its in-app URL. */
  takeNotificationUrl: () => string | null;
  navigate: (to: string) => void;
  /** Reports a step that failed without stopping the others. */
  warn: (message: string, error: unknown) => void;
}

/**
 * Start-up after a token exists (docs/product/tokens-and-sign-in.md#start-up), in its order:
 * current user, current company (its name goes to the header), current company member, the
 * features' own steps that apply to the session (started, not awaited: their screens show their
 * own loading; a failure is only warned about), then the stored notification payload: removed,
 * and its URL opened. Without a current user nothing else makes sense, so that failure is
 * thrown; the company steps are skipped for a person without a company and a failure there only
 * leaves the header without a name.
 */
export async function runStartUp(deps: StartUpDeps): Promise<{ navigatedTo: string | null }> {
  const user = await deps.loadCurrentUser();
  await deps.onUser(user);

  let company: Company | null = null;
  let member: CurrentCompanyMember | null = null;
  if (deps.hasCompany()) {
    try {
      company = await deps.loadCurrentCompany();
    } catch (error) {
      deps.warn('Current company could not be loaded', error);
    }
    deps.onCompany(company);
    try {
      member = await deps.loadCurrentCompanyMember();
    } catch (error) {
      deps.warn('Current company member could not be loaded', error);
    }
    deps.onCompanyMember(member);
  } else {
    deps.onCompany(null);
    deps.onCompanyMember(null);
  }

  const session = deps.session();
  if (session) {
    const now = deps.now();
    for (const step of deps.featureSteps()) {
      if (step.appliesTo && !step.appliesTo(session)) continue;
      Promise.resolve()
        .then(() => step.run({ session, now }))
        .catch((error: unknown) => deps.warn(`${step.name} was not loaded`, error));
    }
  }

  const target = deps.takeNotificationUrl();
  if (target) deps.navigate(target);
  return { navigatedTo: target };
}
