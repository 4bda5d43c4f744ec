import type { WorkSchedule } from '@atrium/contract/absence';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../ui/dates/date-format.ts';
import { hoursText, WEEKDAYS, weekTotalMinutes } from './week-hours.ts';

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
          <Table.ScrollContainer minWidth={640}>
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
                        {current ? (
                          <Badge color="teal.9" variant="filled" size="sm">
                            {t('absenceSettings.workSchedule.currentBadge')}
                          </Badge>
                        ) : null}
                        {planned ? (
                          <Badge color="brand" variant="filled" size="sm">
                            {t('absenceSettings.workSchedule.plannedBadge')}
                          </Badge>
                        ) : null}
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
        )}
      </Stack>
    </Paper>
  );
}
