import type { OrganizationManager } from '@atrium/contract/organization';
import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../ui/person-avatar.tsx';
import { authorizedFetch } from '../../../api/client.ts';

/** Managers as a row of avatars with their names (for screen readers as well). */
export function ManagerChips({ managers }: { managers: readonly OrganizationManager[] }) {
  const { t } = useTranslation();
  if (managers.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        {t('organization.noManagerShort')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" aria-label={t('organization.managers')}>
      <Avatar.Group spacing="xs">
        {managers.slice(0, 3).map((manager) => (
          <Tooltip key={manager.companyMemberId} label={manager.name} withArrow>
            <PersonAvatar fetch={authorizedFetch} person={manager} size="sm" />
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {managers.map((manager) => manager.name).join(', ')}
      </Text>
    </Group>
  );
}
