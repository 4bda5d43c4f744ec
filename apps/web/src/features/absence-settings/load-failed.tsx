import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The settings could not be read: say so, and offer to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        {t('absenceSettings.loadFailed')}
        <Button size="compact-sm" variant="white" onClick={onRetry}>
          {t('absenceSettings.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
