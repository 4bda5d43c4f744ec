import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One client or project where its table would not fit (a phone, or the list beside the edit
 * panel): name, what the table's other columns say, status and the same actions, wrapped.
 */
export function CatalogCard({
  name,
  colour,
  details,
  status,
  actions,
}: {
  name: string;
  colour?: string;
  details: readonly ReactNode[];
  status: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            {colour ? <ColorSwatch color={colour} size={12} withShadow={false} /> : null}
            <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
          <div style={{ flexShrink: 0 }}>{status}</div>
        </Group>
        {details.filter(Boolean).map((detail, index) => (
          <Text key={index} fz="xs" c="dimmed">
            {detail}
          </Text>
        ))}
        {actions}
      </Stack>
    </Paper>
  );
}

/** The list the cards sit in. */
export function CatalogCards({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {children}
    </Stack>
  );
}
