import {
  getCurrentUser,
  updateCurrentUserLanguage,
  updateCurrentUserTimeZone,
  type CurrentUser,
} from '@atrium/contract/account';
import { getClientSettings, logout, logoutEverywhere } from '@atrium/contract/identity-operations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operationKey } from '../../api/operation-key.ts';
import { queryClient } from '../../api/query-client.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { readStoredUser } from '../../auth/stored-user.ts';
import { changeLanguage, initI18n } from '../../i18n/i18n.ts';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { AccountGeneralSettingsScreen } from './account-general-settings-screen.tsx';

serveApiInTests();

const user: CurrentUser = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.c',
  name: 'A',
  givenName: 'A',
  familyName: 'B',
  phoneNumber: null,
  language: 'en',
  globalRoles: [],
  hasCompany: true,
  timeZone: null,
};

// The app's own language set-up, as at start; the screen switches that language.
beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  queryClient.clear();
  // The app's language lives in the page (i18next, <html lang>), beyond the rendered tree.
  await changeLanguage('en', undefined, { remember: false });
  window.history.replaceState(null, '', '/');
});

async function show() {
  answer(getCurrentUser, user);
  return renderScreen(<AccountGeneralSettingsScreen />);
}

/** The page's language as the browser sees it. */
const pageLanguage = () => document.documentElement.lang;

describe('AccountGeneralSettingsScreen', () => {
  it('applies a language at once and saves it on the server', async () => {
    let languageWhenSaved = '';
    const saved = answer(updateCurrentUserLanguage, ({ body }) => {
      languageWhenSaved = pageLanguage();
      return { ...user, ...(body as { language: 'mk' }) };
    });
    await show();
    fireEvent.click(await screen.findByText('Македонски'));
    await waitFor(() => expect(readStoredUser(localStorage)?.language).toBe('mk'));
    expect(saved.map((request) => request.body)).toEqual([{ language: 'mk' }]);
    expect(languageWhenSaved).toBe('mk');
    expect(pageLanguage()).toBe('mk');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('mk');
  });

  it("offers the company's zone or one's own and saves the choice at once", async () => {
    const saved = answer(updateCurrentUserTimeZone, ({ body }) => ({
      ...user,
      ...(body as { timeZone: string }),
    }));
    await show();
    const zone = await screen.findByLabelText('Time zone', { selector: 'input' });
    expect(zone).toHaveValue("The company's");
    fireEvent.click(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Skopje', hidden: true }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({ timeZone: 'Europe/Skopje' });
    // The saved person is the app's current user from now on (its cache, which the header reads).
    await waitFor(() =>
      expect(queryClient.getQueryData(operationKey(getCurrentUser))).toEqual({
        ...user,
        timeZone: 'Europe/Skopje',
      }),
    );
  });

  it('goes back to the previous language when saving fails', async () => {
    let languageWhenSaved = '';
    answer(updateCurrentUserLanguage, () => {
      languageWhenSaved = pageLanguage();
      return refusal(500, 'INTERNAL');
    });
    await show();
    fireEvent.click(await screen.findByText('Shqip'));
    await waitFor(() => expect(languageWhenSaved).toBe('sq'));
    await waitFor(() => expect(pageLanguage()).toBe('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(readStoredUser(localStorage)).toBeNull();
  });

  it('signs out of all sessions only after confirmation', async () => {
    const everywhere = answer(logoutEverywhere, null);
    const loggedOut = answer(logout, null);
    // No provider to sign out at: the app then goes to its own login page.
    answer(getClientSettings, refusal(503, 'SERVICE_UNAVAILABLE'));
    localStorage.setItem('dateselected', '2026-03-02');
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    expect(await screen.findByText(/Sign out everywhere\?/)).toBeInTheDocument();
    expect(everywhere).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out of all sessions' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(everywhere).toHaveLength(1);
    expect(loggedOut).toHaveLength(1);
    expect(localStorage.getItem('dateselected')).toBeNull();
  });
});
