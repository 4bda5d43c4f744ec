import type { z } from 'zod';
import type { statisticsTotalsSchema } from '@atrium/contract/time-tracking';
import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursText } from './hours-format.ts';

type Totals = z.infer<typeof statisticsTotalsSchema>;

/** Totals, chart and table of one report, with its loading, failure and empty states. */
export function ReportFrame({
  title,
  state,
  totals,
  empty,
  chart,
  table,
}: {
  title: string;
  state: { isPending: boolean; isError: boolean };
  totals: Totals | undefined;
  empty: boolean;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (state.isError)
    return (
      <Alert color="red" role="alert">
        {t('statistics.loadFailed')}
      </Alert>
    );
  if (state.isPending || !totals) return <Loader size="sm" aria-label={t('common.loading')} />;
  const cards = [
    { key: 'total', value: hoursText(totals.totalSeconds, i18n.language) },
    { key: 'billable', value: hoursText(totals.billableSeconds, i18n.language) },
    { key: 'activities', value: String(totals.activityCount) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {cards.map((card) => (
          <Paper key={card.key} withBorder p="sm" radius="md" data-testid={`statistics-${card.key}`}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`statistics.totals.${card.key}`)}
            </Text>
            <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {empty ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center" data-testid="statistics-empty">
            {t('statistics.empty')}
          </Text>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <Title order={3} fz="md" mb="sm">
              {title}
            </Title>
            {chart}
          </Paper>
          <Paper withBorder p="md" radius="md">
            {table}
          </Paper>
        </>
      )}
    </Stack>
  );
}
