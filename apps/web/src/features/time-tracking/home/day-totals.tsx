import { getAllCurrentUserTimelines, type Timeline } from '@atrium/contract/time-tracking';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { weekOf } from '../day/day-navigation.ts';
import { durationText } from '../day/duration-text.ts';

/** Day total, its billable part and the total of the selected day's week. */
export function DayTotals({ date, timeline }: { date: string; timeline: Timeline | null }) {
  const { t, i18n } = useTranslation();
  const week = weekOf(date, i18n.language);
  const weekTimelines = useOperationQuery(getAllCurrentUserTimelines, {
    query: { from: week.first, to: week.last },
  });
  const weekSeconds = weekTimelines.data?.reduce((sum, day) => sum + day.totalSeconds, 0);
  const cards = [
    { key: 'dayTotal', value: durationText(timeline?.totalSeconds ?? 0) },
    { key: 'billable', value: durationText(timeline?.billableSeconds ?? 0) },
    { key: 'weekTotal', value: weekSeconds === undefined ? '…' : durationText(weekSeconds) },
  ] as const;
  return (
    <SimpleGrid cols={3} spacing="sm">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" radius="md" data-testid={`total-${card.key}`}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`timeTracking.day.${card.key}`)}
          </Text>
          <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="total-value">
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
