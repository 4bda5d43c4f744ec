import type { WorkSchedule } from '@atrium/contract/absence';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { hoursText, WEEKDAYS, weekTotalMinutes } from '../../../ui/absence/week-hours.ts';

/**
 * Every schedule of the company, oldest first: from which day, the hours of each weekday and the
 * week's total. The one in effect today and those planned after it are marked.
 */
export function ScheduleHistory({
  schedules,
  currentId,
  today,
}: {
  schedules: readonly WorkSchedule[];
  currentId: string | null;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const hours = (minutes: number) => hoursText(minutes, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="work-schedule-history-title">
      <Stack gap="sm">
        <Title order={3} fz="h4" id="work-schedule-history-title">
          {t('absenceSettings.workSchedule.historyTitle')}
        </Title>
        {schedules.length === 0 ? (
          <Text fz="sm">{t('absenceSettings.workSchedule.historyEmpty')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table aria-label={t('absenceSettings.workSchedule.historyLabel')} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('absenceSettings.workSchedule.from')}</Table.Th>
                    {WEEKDAYS.map((day) => (
                      <Table.Th key={day} scope="col" ta="right">
                        <abbr title={t(`absenceSettings.workSchedule.weekdays.${day}`)}>
                          {t(`absenceSettings.workSchedule.weekdaysShort.${day}`)}
                        </abbr>
                      </Table.Th>
                    ))}
                    <Table.Th scope="col" ta="right">
                      {t('absenceSettings.workSchedule.total')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {schedules.map((schedule) => {
                    const current = schedule.workScheduleId === currentId;
                    const planned = schedule.effectiveFrom > today;
                    return (
                      <Table.Tr key={schedule.workScheduleId} fw={current ? 600 : undefined}>
                        <Table.Th scope="row" fw="inherit">
                          <Text span inherit mr={6}>
                            {dates.day(schedule.effectiveFrom)}
                          </Text>
                          <ScheduleBadges current={current} planned={planned} />
                        </Table.Th>
                        {WEEKDAYS.map((day) => (
                          <Table.Td key={day} ta="right">
                            {hours(schedule.minutes[day])}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right">{hours(weekTotalMinutes(schedule.minutes))}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack component="ul" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
              {schedules.map((schedule) => (
                <li key={schedule.workScheduleId}>
                  <Group gap={6}>
                    <Text fw={600} fz="sm">
                      {dates.day(schedule.effectiveFrom)}
                    </Text>
                    <ScheduleBadges
                      current={schedule.workScheduleId === currentId}
                      planned={schedule.effectiveFrom > today}
                    />
                  </Group>
                  <Text fz="sm">
                    {WEEKDAYS.map(
                      (day) =>
                        `${t(`absenceSettings.workSchedule.weekdaysShort.${day}`)} ${hours(schedule.minutes[day])}`,
                    ).join(' · ')}
                  </Text>
                  <Text fz="sm">
                    {t('absenceSettings.workSchedule.weekTotal', {
                      hours: hours(weekTotalMinutes(schedule.minutes)),
                    })}
                  </Text>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** "In effect" for today's schedule, "Planned" for one that starts later. */
function ScheduleBadges({ current, planned }: { current: boolean; planned: boolean }) {
  const { t } = useTranslation();
  if (current) {
    return (
      <Badge color="teal.9" variant="filled" size="sm">
        {t('absenceSettings.workSchedule.currentBadge')}
      </Badge>
    );
  }
  return planned ? (
    <Badge color="brand" variant="filled" size="sm">
      {t('absenceSettings.workSchedule.plannedBadge')}
    </Badge>
  ) : null;
}
