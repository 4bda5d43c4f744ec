import { Alert, Button, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';

/** What a profile tab shows while its data is not there: loading, refused, or failed with a retry. */
export function ProfileState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <Loader size="sm" aria-label={t('hr.profile.loading')} />;
  if (isApiError(error) && (error.status === 403 || error.status === 404)) {
    return (
      <Alert color="yellow" role="alert">
        {t(error.status === 403 ? 'hr.profile.forbidden' : 'hr.profile.notFound')}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        {t('hr.profile.loadFailed')}
        <Button size="compact-sm" variant="white" onClick={onRetry}>
          {t('hr.list.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
