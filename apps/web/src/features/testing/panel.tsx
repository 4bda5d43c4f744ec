import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the testing screen. */
export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
