import type { CurrentUser } from '@atrium/contract/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { validateProfile } from './profile-validation.ts';

const api = vi.hoisted(() => ({ callOperation: vi.fn() }));
const runtime = vi.hoisted(() => ({ rememberCurrentUser: vi.fn(), signOutEverywhere: vi.fn() }));
vi.mock('../../api/client.ts', () => api);
vi.mock('../../auth/auth-runtime.ts', () => runtime);

const user: CurrentUser = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  givenName: 'Olivia',
  familyName: 'Owner',
  phoneNumber: null,
  language: 'en',
  globalRoles: [],
  hasCompany: true,
};

beforeEach(() => {
  api.callOperation.mockReset();
  runtime.rememberCurrentUser.mockReset();
});

describe('validateProfile', () => {
  it('accepts names and an empty or well-formed phone number', () => {
    expect(validateProfile({ givenName: 'Ana', familyName: 'Petrova', phoneNumber: '' })).toEqual({});
    expect(
      validateProfile({ givenName: 'Ana', familyName: 'Petrova', phoneNumber: '+389 70 123-456' }),
    ).toEqual({});
  });

  it('names each wrong field', () => {
    expect(validateProfile({ givenName: '  ', familyName: 'x'.repeat(101), phoneNumber: '12ab' })).toEqual({
      givenName: 'validation.required',
      familyName: 'validation.nameTooLong',
      phoneNumber: 'validation.phone',
    });
    expect(validateProfile({ givenName: 'a', familyName: 'b', phoneNumber: '12345' }).phoneNumber).toBe(
      'validation.phone',
    );
  });
});

describe('AccountProfileScreen', () => {
  async function show() {
    const { AccountProfileScreen } = await import('./account-profile-screen.tsx');
    return renderScreen(<AccountProfileScreen />);
  }

  it('shows the messages and does not save an invalid profile', async () => {
    api.callOperation.mockResolvedValueOnce(user);
    await show();
    fireEvent.change(await screen.findByLabelText(/Given name/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText(/Enter a phone number/)).toBeTruthy();
    expect(api.callOperation).toHaveBeenCalledTimes(1);
  });

  it('saves trimmed values, an empty phone as null, and reports success', async () => {
    const saved = { ...user, givenName: 'Ana', name: 'Ana Owner', phoneNumber: '+38970123456' };
    api.callOperation.mockResolvedValueOnce(user).mockResolvedValueOnce(saved);
    await show();
    fireEvent.change(await screen.findByLabelText(/Given name/), { target: { value: ' Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(runtime.rememberCurrentUser).toHaveBeenCalledWith(saved));
    const [op, input] = api.callOperation.mock.calls[1] as [{ operationId: string }, { body: unknown }];
    expect(op.operationId).toBe('users_UpdateCurrentUserProfile');
    expect(input.body).toEqual({ givenName: 'Ana', familyName: 'Owner', phoneNumber: null });
  });
});
