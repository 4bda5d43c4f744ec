import { Roles } from '@atrium/contract/access';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createInvite, getCompanyInvites, revokeInvite } from '@atrium/contract/companies';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, serveApiInTests } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { InviteButton } from './invite-button.tsx';

serveApiInTests();

type Input = { params?: Record<string, string>; body?: { email: string; role: string } };
let asked: Record<string, Input[]> = {};
const callsOf = (operationId: string) => asked[operationId] ?? [];

const pendingInvite = {
  inviteId: '7b0c5f8e-4a57-4b8e-9a52-2f1d3c4b5a60',
  email: 'waiting@example.test',
  role: 'ADMIN' as const,
  status: 'PENDING' as const,
  invitedByName: 'Olivia Owner',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-27T09:00:00.000Z',
};

const shown = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('');
  asked = { companyInvites_CreateInvite: [], companyInvites_RevokeInvite: [] };
  answer(getCompanyInvites, [pendingInvite]);
  answer(createInvite, ({ body }) => {
    const input = body as { email: string; role: 'ADMIN' | 'MEMBER' };
    asked.companyInvites_CreateInvite!.push({ body: input });
    if (input.email === 'mara@demo.test') {
      return HttpResponse.json(
        {
          error: {
            code: 'CONFLICT',
            message: 'This address already belongs to a member of the company.',
            requestId: 'test-request',
            fields: [{ path: 'body.email', message: 'is already a member' }],
          },
        },
        { status: 409 },
      );
    }
    return { ...pendingInvite, inviteId: crypto.randomUUID(), email: input.email, role: input.role };
  });
  answer(revokeInvite, ({ params }) => {
    asked.companyInvites_RevokeInvite!.push({ params: { inviteId: params.inviteId! } });
    return undefined;
  });
});
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

async function openDialog() {
  await renderScreen(<InviteButton />);
  fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
  return screen.findByRole('dialog', { name: 'Invite a colleague' });
}

describe('inviting a colleague', () => {
  it('is not offered to a member', async () => {
    session.set(claims({ roles: [] }));
    await renderScreen(<InviteButton />);
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
  });

  it('checks the address, sends a trimmed lower-case invitation with the chosen role and says so', async () => {
    session.set(claims({ roles: [Roles.ADMIN] }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter an e-mail address.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This is not an e-mail address.')).toBeInTheDocument();
    expect(callsOf('companyInvites_CreateInvite')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), {
      target: { value: '  New.Person@Example.test ' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(shown()).toEqual(['Invitation sent to new.person@example.test.']));
    expect(callsOf('companyInvites_CreateInvite')).toEqual([
      { body: { email: 'new.person@example.test', role: 'ADMIN' } },
    ]);
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal for an existing member at the e-mail field', async () => {
    session.set(claims({ roles: [Roles.OWNER] }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'mara@demo.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('This address already belongs to a member of the company.'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getByLabelText(/^E-mail/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('lists pending invitations, sends one again and withdraws one', async () => {
    session.set(claims({ roles: [Roles.ADMIN] }));
    const dialog = await openDialog();
    const item = await within(dialog).findByRole('listitem', { name: 'waiting@example.test' });
    expect(within(item).getByText('Administrator').tagName).not.toBe('INPUT');
    expect(within(item).getByText('invited by Olivia Owner · valid until Nov 27, 2026')).toBeInTheDocument();

    fireEvent.click(
      within(item).getByRole('button', { name: 'Send the invitation to waiting@example.test again' }),
    );
    await waitFor(() => expect(shown()).toEqual(['Invitation sent again to waiting@example.test.']));
    expect(callsOf('companyInvites_CreateInvite')).toEqual([
      { body: { email: 'waiting@example.test', role: 'ADMIN' } },
    ]);

    fireEvent.click(
      within(item).getByRole('button', { name: 'Withdraw the invitation to waiting@example.test' }),
    );
    await waitFor(() =>
      expect(callsOf('companyInvites_RevokeInvite')).toEqual([
        { params: { inviteId: pendingInvite.inviteId } },
      ]),
    );
    await waitFor(() => expect(shown()).toContain('Invitation to waiting@example.test withdrawn.'));
  });
});
