import { ADMIN_ROLES } from '@atrium/contract/access';
import { Button, Divider, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';
import { InviteForm } from './invite-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';

/**
 * "Invite" for administrators and owners (the server refuses everyone else as well): a dialog to
 * invite by e-mail and role, with the invitations still waiting for an answer below it.
 */
export function InviteButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!ADMIN_ROLES.some((role) => session?.roles.includes(role))) return null;

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('invitations.invite')}</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('invitations.title')} size="lg" centered>
        <Stack gap="lg">
          <InviteForm />
          <Divider />
          <PendingInvitations />
        </Stack>
      </Modal>
    </>
  );
}
