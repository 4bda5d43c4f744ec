import { getInvite, respondToInvite, type InviteDetails } from '@atrium/contract/companies';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { answerCompanySwitch } from '../../test/company-switch-api.ts';
import { problemOfError } from './invite-problem.ts';
import { RespondToInviteScreen } from './respond-to-invite-screen.tsx';

serveApiInTests();

const TOKEN = 'T'.repeat(43);
const COMPANY = '00000000-0000-4000-8000-00000000000c';
const pending: InviteDetails = {
  companyName: 'Demo Company',
  email: 'new@demo.test',
  role: 'MEMBER',
  inviterName: 'Olivia Owner',
  status: 'PENDING',
  expired: false,
  emailMatches: true,
  expiresAt: '2030-01-08T10:00:00.000Z',
};

const conflict = (reason?: string) =>
  new ApiError({
    status: 409,
    code: 'CONFLICT',
    message: 'x',
    fields: reason ? [{ path: 'body.token', message: reason }] : [],
  });

const refusedAnswer = (reason: string) => refusal(409, 'CONFLICT', [{ path: 'body.token', message: reason }]);

// Accepting acts in the company through the real sign-in runtime: a new token, start-up, and the
// start page (the address bar, since the runtime's navigation has no router here).
beforeAll(async () => {
  // Start-up applies the person's language to the app's i18n, set up as at the app's start.
  await initI18n();
});
let chosen: ApiRequest[] = [];
beforeEach(() => {
  chosen = answerCompanySwitch({ companyId: COMPANY, name: 'Demo Company' });
  window.history.replaceState(null, '', '/respond-to-invite');
});
afterEach(() => {
  session.clear();
  window.history.replaceState(null, '', '/');
});

async function show(at = `/respond-to-invite?token=${TOKEN}`) {
  return renderScreen(<RespondToInviteScreen />, { path: '/respond-to-invite', at });
}

describe('problemOfError', () => {
  it('maps the API answers to what the person is told', () => {
    expect(problemOfError(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }))).toBe('notFound');
    expect(problemOfError(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' }))).toBe('wrongEmail');
    expect(problemOfError(conflict('has expired'))).toBe('expired');
    expect(problemOfError(conflict('was already used'))).toBe('used');
    expect(problemOfError(conflict('was revoked'))).toBe('revoked');
    expect(problemOfError(conflict())).toBe('alreadyMember');
    expect(problemOfError(new Error('?'))).toBe('failed');
  });
});

describe('RespondToInviteScreen', () => {
  it('says the link is incomplete without a valid token, without calling the server', async () => {
    const looked = answer(getInvite, pending);
    await show('/respond-to-invite');
    expect(await screen.findByText(/invitation link is incomplete/)).toBeInTheDocument();
    expect(looked).toHaveLength(0);
  });

  it('shows company, role and inviter, and accepting chooses that company', async () => {
    answer(getInvite, pending);
    const answered = answer(respondToInvite, {
      status: 'ACCEPTED',
      companyId: COMPANY,
      companyMemberId: COMPANY,
    });
    await show();
    expect(await screen.findByText('Demo Company')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Olivia Owner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(answered.map((request) => request.body)).toEqual([{ token: TOKEN, response: 'accept' }]);
    expect(chosen.map((request) => request.body)).toEqual([{ companyId: COMPANY }]);
    expect(session.get()).toMatchObject({ companyId: COMPANY, name: 'Nora New' });
  });

  it('declines without choosing a company', async () => {
    answer(getInvite, pending);
    answer(respondToInvite, { status: 'DECLINED', companyId: COMPANY, companyMemberId: null });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation.')).toBeInTheDocument();
    expect(chosen).toHaveLength(0);
    expect(session.get()).toBeNull();
  });

  it.each([
    [{ expired: true }, /has expired/],
    [{ status: 'ACCEPTED' as const }, /already been answered/],
    [{ status: 'REVOKED' as const }, /was withdrawn/],
    [{ emailMatches: false }, /sent to new@demo.test, but you are signed in with another address/],
  ])('explains why %j cannot be answered and offers no buttons', async (change, text) => {
    answer(getInvite, { ...pending, ...change });
    await show();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
  });

  it('explains an unknown invitation', async () => {
    answer(getInvite, refusal(404, 'NOT_FOUND'));
    await show();
    expect(await screen.findByText(/This invitation does not exist/)).toBeInTheDocument();
  });

  it('explains a refusal of the answer (expired meanwhile)', async () => {
    answer(getInvite, pending);
    answer(respondToInvite, refusedAnswer('has expired'));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
    expect(chosen).toHaveLength(0);
  });
});
