import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
const runtime = vi.hoisted(() => ({
  rememberCurrentUser: vi.fn(),
  signOutEverywhere: vi.fn(async () => {}),
}));
const i18n = vi.hoisted(() => ({ changeLanguage: vi.fn(async (_language: string) => {}) }));
vi.mock('../../api/client.ts', () => api);
vi.mock('../../auth/auth-runtime.ts', () => runtime);
vi.mock('../../i18n/i18n.ts', () => i18n);

const user = {
  userId: 'u',
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

beforeEach(() => {
  api.callOperation.mockReset();
  i18n.changeLanguage.mockClear();
  runtime.signOutEverywhere.mockClear();
});

async function show() {
  const { AccountGeneralSettingsScreen } = await import('./account-general-settings-screen.tsx');
  return renderScreen(<AccountGeneralSettingsScreen />);
}

describe('AccountGeneralSettingsScreen', () => {
  it('applies a language at once and saves it on the server', async () => {
    api.callOperation.mockImplementation(
      async (op: { operationId: string }, input?: { body?: { language: string } }) =>
        op.operationId === 'users_GetCurrentUser' ? user : { ...user, language: input?.body?.language },
    );
    await show();
    fireEvent.click(await screen.findByText('Македонски'));
    await waitFor(() =>
      expect(runtime.rememberCurrentUser).toHaveBeenCalledWith({ ...user, language: 'mk' }),
    );
    expect(i18n.changeLanguage).toHaveBeenCalledWith('mk');
    const saveCall = api.callOperation.mock.calls.find(
      ([op]) => (op as { operationId: string }).operationId === 'users_UpdateCurrentUserLanguage',
    );
    expect(saveCall?.[1]).toMatchObject({ body: { language: 'mk' } });
  });

  it("offers the company's zone or one's own and saves the choice at once", async () => {
    api.callOperation.mockImplementation(
      async (op: { operationId: string }, input?: { body?: { timeZone: string | null } }) =>
        op.operationId === 'users_GetCurrentUser' ? user : { ...user, timeZone: input?.body?.timeZone },
    );
    await show();
    const zone = await screen.findByLabelText('Time zone', { selector: 'input' });
    expect(zone).toHaveValue("The company's");
    fireEvent.click(zone);
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Skopje', hidden: true }));
    await waitFor(() =>
      expect(runtime.rememberCurrentUser).toHaveBeenCalledWith({ ...user, timeZone: 'Europe/Skopje' }),
    );
    const saveCall = api.callOperation.mock.calls.find(
      ([op]) => (op as { operationId: string }).operationId === 'users_UpdateCurrentUserTimeZone',
    );
    expect(saveCall?.[1]).toMatchObject({ body: { timeZone: 'Europe/Skopje' } });
  });

  it('goes back to the previous language when saving fails', async () => {
    api.callOperation.mockImplementation(async (op: { operationId: string }) => {
      if (op.operationId === 'users_GetCurrentUser') return user;
      throw new ApiError({ status: 500, code: 'INTERNAL', message: 'x' });
    });
    await show();
    fireEvent.click(await screen.findByText('Shqip'));
    await waitFor(() => expect(i18n.changeLanguage).toHaveBeenLastCalledWith('en'));
    expect(i18n.changeLanguage.mock.calls.map(([l]) => l)).toEqual(['sq', 'en']);
  });

  it('signs out of all sessions only after confirmation', async () => {
    api.callOperation.mockResolvedValue(user);
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    expect(runtime.signOutEverywhere).not.toHaveBeenCalled();
    expect(await screen.findByText(/Sign out everywhere\?/)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out of all sessions' }));
    await waitFor(() => expect(runtime.signOutEverywhere).toHaveBeenCalledTimes(1));
  });
});
