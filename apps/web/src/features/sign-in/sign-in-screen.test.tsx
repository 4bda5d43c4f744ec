import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../test/test-i18n.ts';

const signIn = vi.hoisted(() => ({ startSignIn: undefined as undefined | (() => Promise<void>) }));
vi.mock('../../auth/sign-in.ts', () => signIn);

async function renderScreen() {
  const { SignInScreen } = await import('./sign-in-screen.tsx');
  const i18n = await createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <SignInScreen />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('SignInScreen', () => {
  it('shows the product and a disabled button while sign-in is not provided', async () => {
    signIn.startSignIn = undefined;
    await renderScreen();
    expect(screen.getByRole('heading', { name: 'Sign in to Atrium' })).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Sign-in is not available yet.')).toBeInTheDocument();
  });

  it('calls startSignIn when it is provided', async () => {
    const start = vi.fn(() => Promise.resolve());
    signIn.startSignIn = start;
    await renderScreen();
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Sign-in is not available yet.')).toBeNull();
    expect(screen.getByText(/create an account on the next page/)).toBeInTheDocument();
  });
});
