import { getClientSettings } from '@atrium/contract/identity-operations';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_PATH } from '../../auth/sign-in-flow.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { createTestI18n } from '../../test/test-i18n.ts';
import { SignInScreen } from './sign-in-screen.tsx';

serveApiInTests();

afterEach(() => window.history.replaceState(null, '', '/'));

/** The screen with the real sign-in runtime behind its button, and the app's toasts. */
async function renderScreen() {
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Notifications />
        <SignInScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('SignInScreen', () => {
  it('shows the product and a sign-in button, and says an account can be created next', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { name: 'Sign in to Atrium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByText(/create an account on the next page/)).toBeInTheDocument();
    expect(screen.queryByText('Sign-in is not available yet.')).toBeNull();
  });

  it('starts sign-in by asking the client settings; an unreachable provider is said, and leads to the login page', async () => {
    const asked = answer(getClientSettings, refusal(503, 'SERVICE_UNAVAILABLE'));
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('OpenId Server Not responding. Please try again later'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(window.location.pathname).toBe(LOGIN_PATH);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });
});
