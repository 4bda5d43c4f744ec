import {
  createApiToken,
  getMyApiTokens,
  revokeMyApiToken,
  type ApiToken,
  type ApiTokenList,
} from '@atrium/contract/api-tokens';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { AccountApiTokensScreen } from './account-api-tokens-screen.tsx';

serveApiInTests();

const TOKEN = '11111111-1111-4111-8111-111111111111';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const token: ApiToken = {
  tokenId: TOKEN,
  name: 'Payroll sync',
  hint: 'atr_pat_abcd…',
  scopes: ['time:read', 'absence:read'],
  createdAt: inDays(-3),
  expiresAt: inDays(30),
  lastUsedAt: null,
  revokedAt: null,
};

async function show(list: ApiTokenList) {
  const listed = answer(getMyApiTokens, list);
  await renderScreen(<AccountApiTokensScreen />);
  return listed;
}

describe('AccountApiTokensScreen', () => {
  it('lists tokens with their scopes, last use and state', async () => {
    await show({
      tokens: [
        token,
        { ...token, tokenId: '22222222-2222-4222-8222-222222222222', name: 'Old', revokedAt: inDays(-1) },
      ],
    });
    const rows = await screen.findAllByTestId('api-token-row');
    expect(within(rows[0]!).getByText('Payroll sync')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Read time')).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText('Never').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Revoked')).toBeInTheDocument();
    // A revoked token has nothing left to revoke.
    expect(within(rows[1]!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('shows a new token once, with the scopes and name it was asked for', async () => {
    await show({ tokens: [] });
    const created = answer(createApiToken, { token, secret: 'atr_pat_secretsecret' });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Payroll sync' } });
    fireEvent.click(screen.getByLabelText('Read time'));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByDisplayValue('atr_pat_secretsecret')).toBeInTheDocument();
    expect(created[0]?.body).toMatchObject({ name: 'Payroll sync', scopes: ['time:read'] });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('atr_pat_secretsecret')).not.toBeInTheDocument());
  });

  it('asks for a scope before sending anything', async () => {
    await show({ tokens: [] });
    const created = answer(createApiToken, { token, secret: 'x' });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'No scope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create token' })).toBeEnabled());
    expect(await screen.findByText(/at least one scope|at least 1/i)).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('puts a refused last day under its field', async () => {
    await show({ tokens: [] });
    answer(
      createApiToken,
      refusal(400, 'VALIDATION_FAILED', {
        fields: [{ path: 'body.expiresOn', message: 'must be between today and 366 days from today' }],
      }),
    );
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Too long' } });
    fireEvent.click(screen.getByLabelText('Read people'));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('must be between today and 366 days from today')).toBeInTheDocument();
  });

  it('revokes a token only after the confirmation', async () => {
    const listed = await show({ tokens: [token] });
    const revoked = answer(revokeMyApiToken, { ...token, revokedAt: new Date().toISOString() });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Payroll sync' }));
    expect(revoked).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(revoked[0]?.params).toEqual({ tokenId: TOKEN });
    await waitFor(() => expect(listed.length).toBeGreaterThan(1));
  });
});
