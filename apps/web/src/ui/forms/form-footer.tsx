import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormFooterProps {
  submitLabel: string;
  busy?: boolean;
  /** Without it the form has no Cancel: it stays on its page after saving. */
  onCancel?: () => void;
  /** Cancel waits for a save that cannot be taken back once sent. */
  cancelDisabled?: boolean;
}

/** A form's last row: Cancel, then the submit button spinning while the save runs. */
export function FormFooter({ submitLabel, busy = false, onCancel, cancelDisabled }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled ?? false}>
          {t('common.cancel')}
        </Button>
      ) : null}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
