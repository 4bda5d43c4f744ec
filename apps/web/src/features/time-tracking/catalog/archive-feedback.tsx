import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/**
 * Archives or restores, then says so with an "Undo" that puts it back: archiving takes a client or
 * project off every picker at once, so a slip must be easy to take back. A failure says so too.
 */
export async function toggleArchiveWithUndo(
  t: TFunction,
  name: string,
  archive: boolean,
  run: (archived: boolean) => Promise<unknown>,
): Promise<void> {
  try {
    await run(archive);
  } catch {
    notifications.show({ color: 'red', message: t('timeTracking.catalog.archiveFailed', { name }) });
    return;
  }
  const id = `archive-${name}-${Date.now()}`;
  notifications.show({
    id,
    color: 'teal',
    autoClose: 6000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm">
          {archive
            ? t('timeTracking.catalog.archivedNotice', { name })
            : t('timeTracking.catalog.restoredNotice', { name })}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            void toggleArchiveWithUndo(t, name, !archive, run);
          }}
        >
          {t('timeTracking.catalog.undo')}
        </Button>
      </Group>
    ),
  });
}
