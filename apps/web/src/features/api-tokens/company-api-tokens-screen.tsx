import {
  getCompanyApiTokens,
  getMyApiTokens,
  revokeCompanyApiToken,
  type ApiToken,
} from '@atrium/contract/api-tokens';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { ApiTokenList } from './api-token-list.tsx';
import { RevokeTokenDialog } from './revoke-token-dialog.tsx';

/** current-company-info/settings/api-tokens: every member's tokens, for owners to revoke. */
export function CompanyApiTokensScreen() {
  const { t } = useTranslation();
  const tokens = useOperationQuery(getCompanyApiTokens);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useOperationMutation(revokeCompanyApiToken, {
    invalidates: [getCompanyApiTokens, getMyApiTokens],
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
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('apiTokens.companyIntro')}
      </Text>
      {tokens.isError ? (
        <Alert color="red" role="alert">
          {t('apiTokens.loadFailed')}
        </Alert>
      ) : null}
      {tokens.data ? <ApiTokenList tokens={tokens.data.tokens} withOwner onRevoke={setRevoking} /> : null}
      <RevokeTokenDialog
        token={revoking}
        busy={revoke.isPending}
        onConfirm={(token) => void confirmRevoke(token)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
