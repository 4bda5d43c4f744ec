import { PERSON_NAME_MAX, type CurrentUser } from '@atrium/contract/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { createTestI18n } from '../../test/test-i18n.ts';
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
  timeZone: null,
};

beforeEach(() => {
  api.callOperation.mockReset();
  runtime.rememberCurrentUser.mockReset();
});

describe('validateProfile', () => {
  it('accepts names and an empty or well-formed phone number', async () => {
    const validate = validateProfile((await createTestI18n()).t);
    expect(validate({ givenName: 'Ana', familyName: 'Petrova', phoneNumber: '' })).toEqual({});
    expect(validate({ givenName: 'Ana', familyName: 'Petrova', phoneNumber: '+389 70 123-456' })).toEqual({});
  });

  it("names each wrong field, with the contract's limit", async () => {
    const validate = validateProfile((await createTestI18n()).t);
    expect(
      validate({ givenName: '  ', familyName: 'x'.repeat(PERSON_NAME_MAX + 1), phoneNumber: '12ab' }),
    ).toEqual({
      givenName: 'This field is required.',
      familyName: `Use at most ${PERSON_NAME_MAX} characters.`,
      phoneNumber: expect.stringMatching(/^Enter a phone number/),
    });
    expect(validate({ givenName: 'a', familyName: 'b', phoneNumber: '12345' }).phoneNumber).toMatch(
      /^Enter a phone number/,
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
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a phone number/)).toBeInTheDocument();
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

  it('puts a phone number the server refuses under the phone field', async () => {
    api.callOperation.mockResolvedValueOnce(user).mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid.',
        fields: [{ path: 'body.phoneNumber', message: 'must be a phone number' }],
      }),
    );
    await show();
    fireEvent.change(await screen.findByLabelText(/Phone number/), { target: { value: '+389 70 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter a phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
  });
});
