import { getMemberOvertime } from '@atrium/contract/addresses';
import { Modules } from '@atrium/contract/access';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';

/** The first and last day of the month `YYYY-MM-DD` falls in. */
function monthOfDay(day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** "March 2026" in the interface language. */
const monthName = (first: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${first}T00:00:00Z`),
  );

const hoursOf = (minutes: number) =>
  `${minutes < 0 ? '−' : ''}${Math.floor(Math.abs(minutes) / 60)}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

/**
 * The signed-in member's own overtime of a month in the statistics (docs/product/overtime.md#weeks):
 * the month's figure and each of its weeks with its state. Only with ABSENCE.
 */
export function MonthOvertime({ day }: { day: string }) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const titleId = useId();
  const session = useSession();
  const enabled = Boolean(session?.modules.includes(Modules.ABSENCE));
  const month = monthOfDay(day);
  const figures = useOperationQuery(getMemberOvertime, { query: month }, { enabled });
  if (!enabled || !figures.data) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md" id={titleId}>
            {t('statistics.overtime.title', { month: monthName(month.from, i18n.language) })}
          </Title>
          <Text fw={600}>{hoursOf(figures.data.overtimeMinutes)}</Text>
        </Group>
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statistics.overtime.week')}</Table.Th>
                <Table.Th>{t('statistics.overtime.hours')}</Table.Th>
                <Table.Th>{t('statistics.overtime.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.data.weeks.map((week) => (
                <Table.Tr key={week.start}>
                  <Table.Td>{`${dates.day(week.start)} – ${dates.day(week.end)}`}</Table.Td>
                  <Table.Td>{hoursOf(week.approval?.minutes ?? week.overtimeMinutes)}</Table.Td>
                  <Table.Td>{t(`statistics.overtime.states.${week.state}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
