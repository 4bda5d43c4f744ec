import { getAllCurrentUserTimelines, type Timeline } from '@atrium/contract/time-tracking';
import { ActionIcon, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../api/use-operation.ts';
import { weekOf } from '../../../ui/dates/day-navigation.ts';
import { durationText } from '../day/duration-text.ts';

/**
 * Day total, its billable part and the total of the selected day's week. The week total is a call
 * of its own: while it loads it shows "…", and when it fails it says so with a retry, rather than
 * waiting forever or looking like an empty week.
 */
export function DayTotals({ date, timeline }: { date: string; timeline: Timeline | null }) {
  const { t } = useTranslation();
  const week = weekOf(date);
  const weekTimelines = useOperationQuery(getAllCurrentUserTimelines, {
    query: { from: week.first, to: week.last },
  });
  const weekSeconds = weekTimelines.data?.reduce((sum, day) => sum + day.totalSeconds, 0);
  const weekValue: ReactNode = weekTimelines.isError ? (
    <Group gap={6} wrap="nowrap" role="alert">
      <Text component="span" fz="md" fw={600} c="red.8">
        {t('timeTracking.day.weekTotalFailed')}
      </Text>
      <Tooltip label={t('timeTracking.day.weekTotalRetry')}>
        <ActionIcon
          variant="light"
          size="sm"
          aria-label={t('timeTracking.day.weekTotalRetry')}
          loading={weekTimelines.isFetching}
          onClick={() => void weekTimelines.refetch()}
        >
          <svg width={14} height={14} viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              stroke="currentColor"
              strokeWidth={2.2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </ActionIcon>
      </Tooltip>
    </Group>
  ) : weekSeconds === undefined ? (
    '…'
  ) : (
    durationText(weekSeconds)
  );
  const cards = [
    { key: 'dayTotal', value: durationText(timeline?.totalSeconds ?? 0) },
    { key: 'billable', value: durationText(timeline?.billableSeconds ?? 0) },
    { key: 'weekTotal', value: weekValue },
  ] as const;
  return (
    <SimpleGrid cols={3} spacing="sm">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" radius="md" data-testid={`total-${card.key}`}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`timeTracking.day.${card.key}`)}
          </Text>
          <Text
            component="div"
            fz="xl"
            fw={700}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="total-value"
          >
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
