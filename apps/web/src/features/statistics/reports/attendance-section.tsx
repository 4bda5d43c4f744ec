import type { AttendanceFigures } from '@atrium/contract/time-tracking';
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursText } from './hours-format.ts';

export interface AttendanceRow extends AttendanceFigures {
  key: string;
  label: string;
}

/**
 * Expected hours against worked hours and approved leave, and the difference
 * (docs/product/time-tracking.md#expected-hours-and-leave): the totals, then one row per day or
 * member. The server sends these figures only with ABSENCE and without a project, client or
 * action type filter; leave is a sum, so no leave type is named here.
 */
export function AttendanceSection({
  totals,
  rows,
  rowHeader,
}: {
  totals: AttendanceFigures;
  rows: AttendanceRow[];
  rowHeader: string;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hours = (minutes: number) => hoursText(minutes * 60, i18n.language);
  const difference = (minutes: number) => (
    <Text
      component="span"
      inherit
      c={minutes > 0 ? 'teal.9' : minutes < 0 ? 'red.9' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {minutes > 0 ? '+' : minutes < 0 ? '−' : ''}
      {hours(Math.abs(minutes))}
    </Text>
  );
  const cards = [
    { key: 'expected', value: hours(totals.expectedMinutes) },
    { key: 'worked', value: hours(totals.workedMinutes) },
    { key: 'leave', value: hours(totals.leaveMinutes) },
    { key: 'difference', value: difference(totals.differenceMinutes) },
  ] as const;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="attendance"
    >
      <Title order={3} fz="md" id={titleId}>
        {t('statistics.attendance.title')}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('statistics.attendance.explanation')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md">
        {cards.map((card) => (
          <Paper key={card.key} withBorder p="sm" radius="md" data-testid={`attendance-${card.key}`}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`statistics.attendance.${card.key}`)}
            </Text>
            <Text component="div" fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="attendance-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{rowHeader}</Table.Th>
              <Table.Th ta="right">{t('statistics.attendance.expected')}</Table.Th>
              <Table.Th ta="right">{t('statistics.attendance.worked')}</Table.Th>
              <Table.Th ta="right">{t('statistics.attendance.leave')}</Table.Th>
              <Table.Th ta="right">{t('statistics.attendance.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} data-testid="attendance-row">
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{hours(row.expectedMinutes)}</Table.Td>
                <Table.Td ta="right">{hours(row.workedMinutes)}</Table.Td>
                <Table.Td ta="right">{hours(row.leaveMinutes)}</Table.Td>
                <Table.Td ta="right">{difference(row.differenceMinutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
