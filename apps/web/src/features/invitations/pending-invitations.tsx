import {
  createInvite,
  getCompanyInvites,
  revokeInvite,
  type CompanyInvite,
} from '@atrium/contract/companies';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { InvitationLink } from './invitation-link.tsx';
import { inviteErrorText } from './invite-error.ts';

/** The invitations still waiting for an answer, each sent again (a new link) or withdrawn. */
export function PendingInvitations() {
  const { t } = useTranslation();
  const invites = useOperationQuery(getCompanyInvites);
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'PENDING');
  // Sending again replaces an invitation (a new id, a new link): its link is kept by address here,
  // so that it stays shown under the invitation that replaced the old one.
  const [newLinks, setNewLinks] = useState<Record<string, string>>({});

  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-invitations-title">
      <Group justify="space-between">
        <Title order={3} fz="md" id="pending-invitations-title">
          {t('invitations.pending')}
        </Title>
        {invites.data ? (
          <Text c="dimmed" fz="sm">
            {t('invitations.pendingCount', { count: pending.length })}
          </Text>
        ) : null}
      </Group>
      {invites.isPending ? (
        <Loader size="sm" aria-label={t('invitations.pending')} />
      ) : invites.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('invitations.loadFailed')}
            <Button size="compact-sm" variant="white" onClick={() => void invites.refetch()}>
              {t('invitations.retry')}
            </Button>
          </Group>
        </Alert>
      ) : pending.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('invitations.nonePending')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {pending.map((invite) => (
            <PendingInvitation
              key={invite.inviteId}
              invite={invite}
              newLink={newLinks[invite.email]}
              onNewLink={(link) => setNewLinks((links) => ({ ...links, [invite.email]: link }))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PendingInvitation({
  invite,
  newLink,
  onNewLink,
}: {
  invite: CompanyInvite;
  newLink: string | undefined;
  onNewLink: (link: string) => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const resend = useOperationMutation(createInvite, { invalidates: [getCompanyInvites] });
  const revoke = useOperationMutation(revokeInvite, { invalidates: [getCompanyInvites] });
  const failed = (error: unknown) => {
    const text = inviteErrorText(t, error);
    notifications.show({ message: text.email ?? text.form, color: 'red' });
  };

  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={invite.email}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {invite.email}
            </Text>
            <Badge variant="light" size="sm">
              {t(`invitations.roles.${invite.role}`)}
            </Badge>
          </Group>
          <Text c="dimmed" fz="xs">
            {[
              invite.invitedByName ? t('invitations.invitedBy', { name: invite.invitedByName }) : null,
              t('invitations.validUntil', { date: format.date(invite.expiresAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            loading={resend.isPending}
            aria-label={t('invitations.resendLabel', { email: invite.email })}
            onClick={() =>
              resend.mutate(
                { body: { email: invite.email, role: invite.role } },
                {
                  onSuccess: (created) => {
                    onNewLink(created.link);
                    notifications.show({
                      message: t('invitations.resent', { email: invite.email }),
                      color: 'green',
                    });
                  },
                  onError: failed,
                },
              )
            }
          >
            {t('invitations.resend')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={revoke.isPending}
            aria-label={t('invitations.revokeLabel', { email: invite.email })}
            onClick={() =>
              revoke.mutate(
                { params: { inviteId: invite.inviteId } },
                {
                  onSuccess: () =>
                    notifications.show({ message: t('invitations.revoked', { email: invite.email }) }),
                  onError: failed,
                },
              )
            }
          >
            {t('invitations.revoke')}
          </Button>
        </Group>
      </Group>
      {newLink ? <InvitationLink email={invite.email} link={newLink} /> : null}
    </Paper>
  );
}
