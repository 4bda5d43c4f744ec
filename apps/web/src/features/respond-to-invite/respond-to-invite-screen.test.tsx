import { getInvite, respondToInvite, type InviteDetails } from '@atrium/contract/companies';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { problemOfError } from './invite-problem.ts';

serveApiInTests();

// Choosing the company swaps the session and starts the app over (auth-runtime.ts): that
// hand-over is what these tests watch, so it stays a stand-in; the invitation calls go over HTTP.
const runtime = vi.hoisted(() => ({ switchCompany: vi.fn(async () => {}) }));
vi.mock('../../auth/auth-runtime.ts', () => runtime);

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

beforeEach(() => {
  runtime.switchCompany.mockClear();
});

async function show(at = `/respond-to-invite?token=${TOKEN}`) {
  const { RespondToInviteScreen } = await import('./respond-to-invite-screen.tsx');
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
    await waitFor(() => expect(runtime.switchCompany).toHaveBeenCalledWith(COMPANY));
    expect(answered[0]?.body).toEqual({ token: TOKEN, response: 'accept' });
  });

  it('declines without choosing a company', async () => {
    answer(getInvite, pending);
    answer(respondToInvite, { status: 'DECLINED', companyId: COMPANY, companyMemberId: null });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation.')).toBeInTheDocument();
    expect(runtime.switchCompany).not.toHaveBeenCalled();
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
  });
});
