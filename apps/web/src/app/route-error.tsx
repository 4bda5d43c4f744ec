import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last line of defence: an unexpected error while loading or rendering a route. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('errors.unexpected')}</Title>
        <Text c="dimmed">{t('app.name')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
