import type { PublicHoliday } from '@atrium/contract/absence';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { countryName } from '../../../ui/country-options.ts';
import { RowActions } from '../../../ui/layout/row-actions.tsx';

/**
 * One day of the calendar: its date in the member's language, its name in the interface language,
 * public or optional, and what to check (an estimated date, a draft members do not see yet, the
 * holiday a substitute day stands in for).
 */
export function PublicHolidayRow({
  holiday,
  name,
  showCountry,
  onEdit,
  onDelete,
}: {
  holiday: PublicHoliday;
  name: string;
  showCountry: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  // Two rows may share a name (a holiday and its substitute day): the date tells them apart.
  const label = `${name}, ${dates.day(holiday.date)}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={label}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fz="sm" c="dimmed">
            {dates.dayTitle(holiday.date)}
            {showCountry ? ` · ${countryName(holiday.country, i18n.language)}` : ''}
          </Text>
          <Group gap={8} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge color={holiday.kind === 'optional' ? 'violet.9' : 'gray.7'} variant="filled" size="sm">
              {t(`absenceSettings.publicHolidays.kinds.${holiday.kind}`)}
            </Badge>
            {holiday.estimated ? (
              <Badge color="#9c3b00" variant="filled" size="sm">
                {t('absenceSettings.publicHolidays.estimatedBadge')}
              </Badge>
            ) : null}
            {holiday.published ? null : (
              <Badge color="brand" variant="outline" size="sm">
                {t('absenceSettings.publicHolidays.draftBadge')}
              </Badge>
            )}
          </Group>
          {holiday.substituteFor ? (
            <Text fz="sm">
              {t('absenceSettings.publicHolidays.substituteFor', { date: dates.day(holiday.substituteFor) })}
            </Text>
          ) : null}
        </Stack>
        <RowActions>
          <Button
            size="compact-sm"
            variant="default"
            onClick={onEdit}
            aria-label={`${t('absenceSettings.publicHolidays.edit')}: ${label}`}
          >
            {t('absenceSettings.publicHolidays.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={onDelete}
            aria-label={`${t('absenceSettings.publicHolidays.delete')}: ${label}`}
          >
            {t('absenceSettings.publicHolidays.delete')}
          </Button>
        </RowActions>
      </Group>
    </Paper>
  );
}
