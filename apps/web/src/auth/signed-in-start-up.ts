import {
  getCurrentCompany,
  getCurrentCompanyMember,
  getCurrentUser,
  updateCurrentUserLanguage,
} from '@atrium/contract/addresses';
import { callOperation } from '../api/client.ts';
import { operationKey } from '../api/operation-key.ts';
import { queryClient } from '../api/query-client.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { toLanguage } from '../i18n/languages.ts';
import { accessToken, rememberCurrentUser } from './client-state.ts';
import { navigateTo } from './navigation.ts';
import { takeNotificationUrl } from './notification-navigation.ts';
import { origin, warn } from './api-transport.ts';
import { session } from './session.ts';
import { runStartUp } from './start-up.ts';
import { startUpSteps } from './start-up-steps.ts';

/** Start-up once someone is signed in: the header's user, company and membership, the features' steps. */
export function startUp() {
  return runStartUp({
    loadCurrentUser: () => callOperation(getCurrentUser),
    loadCurrentCompany: () => callOperation(getCurrentCompany),
    loadCurrentCompanyMember: () => callOperation(getCurrentCompanyMember),
    hasCompany: () => Boolean(session.get()?.companyMemberId),
    onUser: async (user) => {
      rememberCurrentUser(user);
      const language = toLanguage(user.language);
      if (language)
        await changeLanguage(language).catch((error: unknown) => warn('Language not applied', error));
    },
    onCompany: (company) => {
      if (company) queryClient.setQueryData(operationKey(getCurrentCompany), company);
    },
    onCompanyMember: (member) => {
      if (member) queryClient.setQueryData(operationKey(getCurrentCompanyMember), member);
    },
    session: () => session.get(),
    featureSteps: startUpSteps.steps,
    now: () => new Date(),
    takeNotificationUrl: () => takeNotificationUrl(window.localStorage, origin()),
    navigate: (to) => navigateTo(to),
    warn,
  });
}

/** The header's language choice, saved on the server for a signed-in person (no-op otherwise). */
export async function saveLanguagePreference(language: 'en' | 'mk' | 'sq'): Promise<void> {
  if (!accessToken.has()) return;
  try {
    rememberCurrentUser(await callOperation(updateCurrentUserLanguage, { body: { language } }));
  } catch (error) {
    warn('Language not saved', error);
  }
}
