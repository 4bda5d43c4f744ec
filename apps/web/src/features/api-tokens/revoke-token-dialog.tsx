import type { ApiToken } from '@atrium/contract/api-tokens';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** Revoking is asked once more: a script using the token stops at once. */
export function RevokeTokenDialog({
  token,
  busy,
  onConfirm,
  onClose,
}: {
  token: ApiToken | null;
  busy: boolean;
  onConfirm: (token: ApiToken) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={token !== null}
      title={t('apiTokens.revokeTitle')}
      message={t('apiTokens.revokeConfirm', { name: token?.name ?? '' })}
      confirmLabel={t('apiTokens.revoke')}
      busy={busy}
      onConfirm={() => {
        if (token) onConfirm(token);
      }}
      onClose={onClose}
    />
  );
}
