import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The safe choice's words where "Cancel" would not say what it keeps ("Keep it on"). */
  cancelLabel?: string;
  busy?: boolean;
  /** Why the last attempt was refused, shown in the dialog so the person can try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive action asked once more, with the action in red and Cancel focused. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
        {message}
      </Text>
      {error ? (
        <Alert color="red" role="alert" mt="md">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy ?? false}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
