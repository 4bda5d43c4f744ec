import type { CreatedWebhook } from '@atrium/contract/webhooks';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../ui/copy-field.tsx';

/** The one showing of a new endpoint's signing secret: no other answer carries it. */
export function CreatedSecretNotice({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('webhooks.createdTitle')} role="status">
      <Stack gap="sm">
        <Text size="sm">{t('webhooks.createdText')}</Text>
        <CopyField
          value={created.secret}
          label={t('webhooks.secretLabel')}
          copy={t('webhooks.copy')}
          copied={t('webhooks.copied')}
        />
        <Button variant="light" onClick={onDone} w="fit-content">
          {t('webhooks.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
