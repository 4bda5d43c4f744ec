import type { OrganizationManager } from '@atrium/contract/organization';
import type { Person } from '@atrium/contract/people';
import { ActionIcon, Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { MemberPicker } from '../../../ui/member-picker.tsx';
import { organizationErrorText } from '../organization-error.ts';
import { authorizedFetch } from '../../../api/client.ts';

/** Lists a division's or department's managers; adds one through the picker, removes with ×. */
export function ManagersModal({
  title,
  managers,
  onAssign,
  onUnassign,
  onClose,
}: {
  title: string;
  managers: readonly OrganizationManager[];
  onAssign: (person: Person) => Promise<unknown>;
  onUnassign: (manager: OrganizationManager) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(organizationErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {managers.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('organization.noManagers')}
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label={t('organization.managers')}>
            {managers.map((manager) => (
              <Group key={manager.companyMemberId} justify="space-between" role="listitem" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <PersonAvatar fetch={authorizedFetch} person={manager} size="sm" />
                  <div>
                    <Text fz="sm" fw={500}>
                      {manager.name}
                    </Text>
                    {manager.position ? (
                      <Text fz="xs" c="dimmed">
                        {manager.position}
                      </Text>
                    ) : null}
                  </div>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  aria-label={t('organization.removeManager', { name: manager.name })}
                  onClick={() => void run(() => onUnassign(manager))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <MemberPicker
          label={t('organization.addManager')}
          exclude={managers.map((manager) => manager.companyMemberId)}
          disabled={busy}
          onPick={(person) => void run(() => onAssign(person))}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
