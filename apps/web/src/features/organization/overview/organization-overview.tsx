import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteButton } from '../../invitations/index.ts';
import { organizationErrorText } from '../organization-error.ts';
import { useOrganization, useOrganizationActions } from '../use-organization.ts';
import { DivisionCard } from './division-card.tsx';
import { OverviewDialog, type Dialog } from './overview-dialogs.tsx';

/**
 * current-company-info/organization/overview: divisions and their departments as a tree. Everyone
 * reads it and opens departments to see their people; ADMIN/OWNER create, rename, reorder, move
 * and delete, pick managers and place people.
 */
export function OrganizationOverview() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const actions = useOrganizationActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (departmentId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(departmentId)) next.delete(departmentId);
      else next.add(departmentId);
      return next;
    });
  const showError = (error: unknown) =>
    notifications.show({ message: organizationErrorText(t, error), color: 'red', autoClose: 3000 });

  if (organization.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('organization.loading')} />
      </Center>
    );
  }
  if (organization.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('organization.loadFailed')}
          <Button size="compact-sm" variant="white" onClick={() => void organization.refetch()}>
            {t('organization.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const { divisions, canManage } = organization.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {[
            t('organization.summaryMembers', { count: organization.data.memberCount }),
            t('organization.summaryDivisions', { count: divisions.length }),
            t('organization.summaryUnplaced', { count: organization.data.unplacedCount }),
          ].join(' · ')}
        </Text>
        <Group gap="sm">
          <InviteButton />
          {canManage ? (
            <Button variant="default" onClick={() => setDialog({ kind: 'createDivision' })}>
              {t('organization.newDivision')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {divisions.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4}>
            <Text fw={600}>{t('organization.emptyTitle')}</Text>
            <Text c="dimmed" fz="sm">
              {canManage ? t('organization.emptyAdmin') : t('organization.emptyMember')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        divisions.map((division, index) => (
          <DivisionCard
            key={division.divisionId}
            division={division}
            index={index}
            divisions={divisions}
            canManage={canManage}
            openDepartments={open}
            onToggleDepartment={toggle}
            onDialog={setDialog}
            actions={actions}
            onError={showError}
          />
        ))
      )}
      <OverviewDialog
        dialog={dialog}
        organization={organization.data}
        actions={actions}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
