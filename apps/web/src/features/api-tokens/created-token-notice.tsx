import type { CreatedApiToken } from '@atrium/contract/api-tokens';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../ui/copy-field.tsx';

/** The one showing of a new token's secret: it is stored hashed and cannot be shown again. */
export function CreatedTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('apiTokens.createdTitle')} role="status">
      <Stack gap="sm">
        <Text size="sm">{t('apiTokens.createdText')}</Text>
        <CopyField
          value={created.secret}
          label={t('apiTokens.tokenLabel')}
          copy={t('apiTokens.copy')}
          copied={t('apiTokens.copied')}
        />
        <Button variant="light" onClick={onDone} w="fit-content">
          {t('apiTokens.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
