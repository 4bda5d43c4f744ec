import { Roles } from '@atrium/contract/access';
import { createInvite, getCompanyInvites, revokeInvite } from '@atrium/contract/companies';
import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests, type ApiRequest } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { InviteButton } from './invite-button.tsx';

serveApiInTests();

const pendingInvite = {
  inviteId: '7b0c5f8e-4a57-4b8e-9a52-2f1d3c4b5a60',
  email: 'waiting@example.test',
  role: 'ADMIN' as const,
  status: 'PENDING' as const,
  invitedByName: 'Olivia Owner',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-27T09:00:00.000Z',
};

const replacedInviteId = '0d6f3c1a-2b4e-4f5a-8c7d-9e0f1a2b3c4d';
let created: ApiRequest[] = [];
let revoked: ApiRequest[] = [];

beforeEach(() => {
  // Sending an invitation again replaces it: the list then holds the new one, with a new id.
  answer(getCompanyInvites, () =>
    created.some((request) => (request.body as { email: string }).email === pendingInvite.email)
      ? [{ ...pendingInvite, inviteId: replacedInviteId }]
      : [pendingInvite],
  );
  created = answer(createInvite, ({ body }) => {
    const input = body as { email: string; role: 'ADMIN' | 'MEMBER' };
    if (input.email === 'mara@demo.test') {
      return refusal(409, 'CONFLICT', {
        message: 'This address already belongs to a member of the company.',
        fields: [{ path: 'body.email', message: 'is already a member' }],
      });
    }
    const inviteId = crypto.randomUUID();
    const link = `https://atrium.example/respond-to-invite?token=${inviteId.replaceAll('-', '').padEnd(43, 'x')}`;
    return { ...pendingInvite, inviteId, email: input.email, role: input.role, link };
  });
  revoked = answer(revokeInvite, undefined);
});
afterEach(() => {
  session.clear();
  // The toasts' store outlives the rendered tree.
  notifications.clean();
});

/** The button with the app's toasts beside it. */
const withToasts = (
  <>
    <Notifications />
    <InviteButton />
  </>
);

async function openDialog() {
  await renderScreen(withToasts);
  fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
  return screen.findByRole('dialog', { name: 'Invite a colleague' });
}

describe('inviting a colleague', () => {
  it('is not offered to a member', async () => {
    session.set(claims({ roles: [] }));
    await renderScreen(withToasts);
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(created).toHaveLength(0);
  });

  it('checks the address, sends a trimmed lower-case invitation with the chosen role and says so', async () => {
    session.set(claims({ roles: [Roles.ADMIN] }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter an e-mail address.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This is not an e-mail address.')).toBeInTheDocument();
    expect(created).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), {
      target: { value: '  New.Person@Example.test ' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.person@example.test.')).toBeInTheDocument();
    expect(created.map((request) => request.body)).toEqual([
      { email: 'new.person@example.test', role: 'ADMIN' },
    ]);
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('');
    // The link is the inviter's to pass on, for a company without a mail server above all.
    const link = within(dialog).getByRole('textbox', { name: 'Invitation link for new.person@example.test' });
    expect((link as HTMLInputElement).value).toMatch(/^https:\/\/atrium\.example\/respond-to-invite\?token=/);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows a refusal for an existing member at the e-mail field', async () => {
    session.set(claims({ roles: [Roles.OWNER] }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'mara@demo.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('This address already belongs to a member of the company.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Invitation sent/)).toBeNull();
  });

  it('lists pending invitations, sends one again and withdraws one', async () => {
    session.set(claims({ roles: [Roles.ADMIN] }));
    const dialog = await openDialog();
    const item = await within(dialog).findByRole('listitem', { name: 'waiting@example.test' });
    expect(within(item).getByText('Administrator').tagName).not.toBe('INPUT');
    expect(within(item).getByText('invited by Olivia Owner · valid until Nov 27, 2026')).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('button', { name: 'Send again to waiting@example.test' }));
    expect(await screen.findByText('Invitation sent again to waiting@example.test.')).toBeInTheDocument();
    expect(created.map((request) => request.body)).toEqual([
      { email: 'waiting@example.test', role: 'ADMIN' },
    ]);
    // The invitation that replaced the old one (a new id) shows the new link.
    await waitFor(() => expect(item).not.toBeInTheDocument());
    const replaced = within(dialog).getByRole('listitem', { name: 'waiting@example.test' });
    expect(
      within(replaced).getByRole('textbox', { name: 'Invitation link for waiting@example.test' }),
    ).toBeInTheDocument();

    fireEvent.click(
      within(replaced).getByRole('button', { name: 'Withdraw the invitation to waiting@example.test' }),
    );
    expect(await screen.findByText('Invitation to waiting@example.test withdrawn.')).toBeInTheDocument();
    expect(revoked.map((request) => request.params)).toEqual([{ inviteId: replacedInviteId }]);
  });
});
