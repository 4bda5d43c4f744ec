import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useResolvedPath } from 'react-router';

/**
 * Frame of the template builder, docs/product/routes-and-redirects.md#screens secondary outlet (docs/decisions/006): a side panel
 * beside the template kind's screen, showing the builder's list or the template editor.
 */
export function TemplateBuilderPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kindPath = useResolvedPath('..').pathname;
  return (
    <Paper withBorder p="lg" component="aside" aria-label={t('templateBuilder.title')} shadow="xs">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Text fw={700} tt="uppercase" fz="xs" c="dimmed" style={{ letterSpacing: '0.06em' }}>
          {t('templateBuilder.title')}
        </Text>
        <CloseButton aria-label={t('templateBuilder.close')} onClick={() => void navigate(kindPath)} />
      </Group>
      <Outlet />
    </Paper>
  );
}
