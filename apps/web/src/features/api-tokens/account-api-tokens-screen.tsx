import {
  getCompanyApiTokens,
  getMyApiTokens,
  revokeMyApiToken,
  type ApiToken,
  type CreatedApiToken,
} from '@atrium/contract/api-tokens';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { ApiTokenForm } from './api-token-form.tsx';
import { ApiTokenList } from './api-token-list.tsx';
import { CreatedTokenNotice } from './created-token-notice.tsx';
import { RevokeTokenDialog } from './revoke-token-dialog.tsx';

/** account/api-tokens: a person's own tokens in the current company (docs/product/integrations.md#api-tokens). */
export function AccountApiTokensScreen() {
  const { t } = useTranslation();
  const tokens = useOperationQuery(getMyApiTokens);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useOperationMutation(revokeMyApiToken, {
    invalidates: [getMyApiTokens, getCompanyApiTokens],
  });

  const confirmRevoke = async (token: ApiToken) => {
    try {
      await revoke.mutateAsync({ params: { tokenId: token.tokenId } });
      notifications.show({ message: t('apiTokens.revoked'), color: 'green', autoClose: 1600 });
    } catch {
      notifications.show({ message: t('apiTokens.revokeFailed'), color: 'red', autoClose: 3000 });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        {t('apiTokens.intro')}
      </Text>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="new-token-title">
        <Stack gap="sm">
          <Title order={3} fz="lg" id="new-token-title">
            {t('apiTokens.createTitle')}
          </Title>
          {created ? (
            <CreatedTokenNotice created={created} onDone={() => setCreated(null)} />
          ) : (
            <ApiTokenForm onCreated={setCreated} />
          )}
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="tokens-title">
        <Stack gap="sm">
          <Title order={3} fz="lg" id="tokens-title">
            {t('apiTokens.listTitle')}
          </Title>
          {tokens.isError ? (
            <Alert color="red" role="alert">
              {t('apiTokens.loadFailed')}
            </Alert>
          ) : null}
          {tokens.data ? <ApiTokenList tokens={tokens.data.tokens} onRevoke={setRevoking} /> : null}
        </Stack>
      </Card>
      <RevokeTokenDialog
        token={revoking}
        busy={revoke.isPending}
        onConfirm={(token) => void confirmRevoke(token)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
