import type { LeaveType } from '@atrium/contract/absence';
import { Badge, Button, ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../ui/layout/row-actions.tsx';

/**
 * One leave type in the list: colour, name in the interface language, what it counts in and how,
 * its flags, and its actions. An archived type is greyed and offers Restore instead of Archive.
 */
export function LeaveTypeRow({
  leaveType,
  name,
  onEdit,
  onArchive,
  onRestore,
}: {
  leaveType: LeaveType;
  name: string;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const { archived } = leaveType;
  const details = [
    t(`absenceSettings.leaveTypes.units.${leaveType.unit}`),
    t(`absenceSettings.leaveTypes.categories.${leaveType.category}`),
    leaveType.countsAgainstAllowance
      ? t('absenceSettings.leaveTypes.countsAgainstAllowance')
      : t('absenceSettings.leaveTypes.notCounted'),
  ];
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      aria-label={name}
      bg={archived ? 'var(--mantine-color-gray-0)' : undefined}
      data-archived={archived || undefined}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap={8} wrap="wrap">
            <ColorSwatch color={leaveType.colour} size={14} withShadow={false} aria-hidden />
            <Text fw={600} c={archived ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {archived ? (
              <Badge color="gray.7" variant="filled" size="sm">
                {t('absenceSettings.leaveTypes.archivedBadge')}
              </Badge>
            ) : null}
            {leaveType.visibility === 'private' ? (
              <Badge color="violet.9" variant="filled" size="sm">
                {t('absenceSettings.leaveTypes.privateBadge')}
              </Badge>
            ) : null}
            {leaveType.autoApprove ? (
              <Badge color="teal.9" variant="filled" size="sm">
                {t('absenceSettings.leaveTypes.autoApproveBadge')}
              </Badge>
            ) : null}
            {leaveType.timeOffInLieu ? (
              <Badge color="cyan.9" variant="filled" size="sm">
                {t('absenceSettings.leaveTypes.timeOffInLieuBadge')}
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        </Stack>
        <RowActions>
          <Button
            size="compact-sm"
            variant="default"
            onClick={onEdit}
            aria-label={`${t('absenceSettings.leaveTypes.edit')}: ${name}`}
          >
            {t('absenceSettings.leaveTypes.edit')}
          </Button>
          {archived ? (
            <Button
              size="compact-sm"
              variant="light"
              onClick={onRestore}
              aria-label={`${t('absenceSettings.leaveTypes.restore')}: ${name}`}
            >
              {t('absenceSettings.leaveTypes.restore')}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="default"
              onClick={onArchive}
              aria-label={`${t('absenceSettings.leaveTypes.archive')}: ${name}`}
            >
              {t('absenceSettings.leaveTypes.archive')}
            </Button>
          )}
        </RowActions>
      </Group>
    </Paper>
  );
}
