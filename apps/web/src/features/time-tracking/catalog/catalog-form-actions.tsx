import { Button, Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The bottom of a client or project form: the archive switch (when editing), a two-step delete
 * (when editing), and cancel / save.
 */
export function CatalogFormActions({
  editing,
  archived,
  onArchivedChange,
  confirming,
  onConfirmingChange,
  confirmText,
  deleting,
  onDelete,
  saving,
  onCancel,
}: {
  editing: boolean;
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
  confirmText: string;
  deleting: boolean;
  onDelete: () => void;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {editing ? (
        <Switch
          label={t('timeTracking.catalog.archived')}
          description={t('timeTracking.catalog.archivedHint')}
          checked={archived}
          onChange={(event) => onArchivedChange(event.currentTarget.checked)}
        />
      ) : null}
      <Group justify="space-between">
        <Group gap="xs">
          {editing && !confirming ? (
            <Button variant="subtle" color="red" onClick={() => onConfirmingChange(true)}>
              {t('timeTracking.catalog.delete')}
            </Button>
          ) : null}
          {editing && confirming ? (
            <>
              <Text fz="sm">{confirmText}</Text>
              <Button color="red" loading={deleting} onClick={onDelete}>
                {t('timeTracking.catalog.delete')}
              </Button>
            </>
          ) : null}
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('timeTracking.catalog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('timeTracking.catalog.save')}
          </Button>
        </Group>
      </Group>
    </>
  );
}
