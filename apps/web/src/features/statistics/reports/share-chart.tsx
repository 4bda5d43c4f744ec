import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Share {
  name: string;
  seconds: number;
  colour: string;
}

/** A donut of shares with a legend beside it (names can be long). */
export function ShareChart({ shares }: { shares: readonly Share[] }) {
  const { t } = useTranslation();
  const total = shares.reduce((sum, share) => sum + share.seconds, 0) || 1;
  const data = shares.map((share) => ({
    name: share.name,
    value: Math.round(share.seconds / 36) / 100,
    color: share.colour,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" style={{ alignItems: 'center' }}>
      <DonutChart
        data={data}
        size={200}
        thickness={28}
        mx="auto"
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => t('statistics.hoursUnit', { value })}
      />
      <Stack gap={6}>
        {shares.map((share) => (
          <Group key={share.name} gap="xs" wrap="nowrap">
            <ColorSwatch color={share.colour} size={12} withShadow={false} />
            <Text fz="sm" style={{ flex: 1 }} lineClamp={1}>
              {share.name}
            </Text>
            <Text fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {Math.round((share.seconds / total) * 100)}%
            </Text>
          </Group>
        ))}
      </Stack>
    </SimpleGrid>
  );
}

/** Distinct colours for rows without their own (action types). */
export const PALETTE = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fa5252',
  '#7950f2',
  '#15aabf',
  '#fd7e14',
  '#e64980',
  '#868e96',
  '#12b886',
];
