import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A table row's "Archive" / "Restore" action for a client or project. */
export function ArchiveToggleButton({ archived, onToggle }: { archived: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="compact-xs" variant="subtle" color="gray" onClick={onToggle}>
      {archived ? t('timeTracking.catalog.unarchive') : t('timeTracking.catalog.archive')}
    </Button>
  );
}
