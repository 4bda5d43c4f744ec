import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { organizationErrorText } from '../organization-error.ts';

/** Confirms a deletion; a refusal (still not empty) is shown in the dialog. */
export function ConfirmModal({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(organizationErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      opened
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
