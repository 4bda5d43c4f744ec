import type { GuardToast } from '@atrium/contract/guards';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanOpen } from '../../ui/can-open.ts';

/**
 * Shown in place of a screen when the module gate said "stay" (first navigation of the app
 * load, arriving from the app's own origin, docs/product/gates-and-roles.md#module-gate): no redirect, the message stays visible.
 */
export function BlockedScreen({ denial }: { denial: GuardToast }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const start = canOpen('/') ? '/' : '/account';
  const modules = denial.kind === 'module-denied' ? denial.modules : [];
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" role="alert">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('blocked.title')}
        </Title>
        <Text c="dimmed">{t('blocked.body')}</Text>
        {modules.length > 0 ? (
          <Group gap="xs">
            {modules.map((module) => (
              <Badge key={module} variant="light" color="red">
                {t(`modules.${module}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Group>
          <Button component={Link} to={start} variant="light">
            {t('blocked.goHome')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
