import {
  getCurrentUser,
  PERSON_NAME_MAX,
  updateCurrentUserProfile,
  type CurrentUser,
} from '@atrium/contract/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { readStoredUser } from '../../auth/stored-user.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { createTestI18n } from '../../test/test-i18n.ts';
import { AccountProfileScreen } from './account-profile-screen.tsx';
import { validateProfile } from './profile-validation.ts';

serveApiInTests();

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
    answer(getCurrentUser, user);
    return renderScreen(<AccountProfileScreen />);
  }

  it('shows the messages and does not save an invalid profile', async () => {
    const saved = answer(updateCurrentUserProfile, user);
    await show();
    fireEvent.change(await screen.findByLabelText(/Given name/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a phone number/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('saves trimmed values, an empty phone as null, and remembers the saved name', async () => {
    const answered = { ...user, givenName: 'Ana', name: 'Ana Owner', phoneNumber: '+38970123456' };
    const saved = answer(updateCurrentUserProfile, answered);
    await show();
    fireEvent.change(await screen.findByLabelText(/Given name/), { target: { value: ' Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The browser keeps the person's display data under `user` (docs/product/tokens-and-sign-in.md#stored-in-the-browser).
    await waitFor(() => expect(readStoredUser(localStorage)?.name).toBe('Ana Owner'));
    expect(readStoredUser(localStorage)).toEqual({
      userId: user.userId,
      name: 'Ana Owner',
      email: user.email,
      language: 'en',
    });
    expect(saved.map((request) => request.body)).toEqual([
      { givenName: 'Ana', familyName: 'Owner', phoneNumber: null },
    ]);
  });

  it('puts a phone number the server refuses under the phone field', async () => {
    answer(
      updateCurrentUserProfile,
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.phoneNumber', message: 'must be a phone number' }]),
    );
    await show();
    fireEvent.change(await screen.findByLabelText(/Phone number/), { target: { value: '+389 70 123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter a phone number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(readStoredUser(localStorage)).toBeNull();
  });
});
