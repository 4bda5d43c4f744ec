import { archiveLeaveType, getLeaveTypes, restoreLeaveType, type LeaveType } from '@atrium/contract/absence';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { LoadFailed } from '../load-failed.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useTranslatedName } from '../../../ui/translated-name.ts';
import { LeaveTypeForm } from './leave-type-form.tsx';
import { LeaveTypeRow } from './leave-type-row.tsx';

/** Which modal is open: the form (a new type when `leaveType` is absent) or the archive question. */
type Dialog = { kind: 'form'; leaveType?: LeaveType } | { kind: 'archive'; leaveType: LeaveType };

/**
 * settings/leave-types (ADMIN/OWNER, docs/product/absence.md#settings-screens): the company's leave
 * types in their order, archived ones greyed with Restore; add and edit in a dialog; archiving asks
 * first.
 */
export function LeaveTypesScreen() {
  const { t } = useTranslation();
  const nameOf = useTranslatedName();
  const leaveTypes = useOperationQuery(getLeaveTypes);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const options = { invalidates: [getLeaveTypes] };
  const archive = useOperationMutation(archiveLeaveType, options);
  const restore = useOperationMutation(restoreLeaveType, options);

  const setArchived = async (leaveType: LeaveType, archived: boolean) => {
    const name = nameOf(leaveType.names);
    const params = { leaveTypeId: leaveType.leaveTypeId };
    try {
      await (archived ? archive : restore).mutateAsync({ params });
      notifications.show({
        message: t(
          archived
            ? 'absenceSettings.leaveTypes.archivedNotice'
            : 'absenceSettings.leaveTypes.restoredNotice',
          { name },
        ),
        color: 'green',
        autoClose: 1600,
      });
    } catch {
      notifications.show({ message: t('absenceSettings.leaveTypes.archiveFailed', { name }), color: 'red' });
    }
  };

  if (leaveTypes.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (leaveTypes.isError) return <LoadFailed onRetry={() => void leaveTypes.refetch()} />;

  const editing = dialog?.kind === 'form' ? dialog.leaveType : undefined;
  const archiving = dialog?.kind === 'archive' ? dialog.leaveType : undefined;
  const close = () => setDialog(null);

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" fz="sm" style={{ flex: '1 1 20rem' }}>
          {t('absenceSettings.leaveTypes.intro')}
        </Text>
        <Button onClick={() => setDialog({ kind: 'form' })}>{t('absenceSettings.leaveTypes.add')}</Button>
      </Group>
      {leaveTypes.data.length === 0 ? (
        <Text>{t('absenceSettings.leaveTypes.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('absenceSettings.leaveTypes.listLabel')}
        >
          {leaveTypes.data.map((leaveType) => (
            <LeaveTypeRow
              key={leaveType.leaveTypeId}
              leaveType={leaveType}
              name={nameOf(leaveType.names)}
              onEdit={() => setDialog({ kind: 'form', leaveType })}
              onArchive={() => setDialog({ kind: 'archive', leaveType })}
              onRestore={() => void setArchived(leaveType, false)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={dialog?.kind === 'form'}
        onClose={close}
        title={
          editing
            ? t('absenceSettings.leaveTypes.editTitle', { name: nameOf(editing.names) })
            : t('absenceSettings.leaveTypes.addTitle')
        }
        size="lg"
      >
        {dialog?.kind === 'form' ? (
          <LeaveTypeForm key={editing?.leaveTypeId ?? 'new'} leaveType={editing} onDone={close} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={archiving !== undefined}
        onClose={close}
        title={
          archiving ? t('absenceSettings.leaveTypes.archiveTitle', { name: nameOf(archiving.names) }) : ''
        }
        message={t('absenceSettings.leaveTypes.archiveBody')}
        confirmLabel={t('absenceSettings.leaveTypes.archive')}
        busy={archive.isPending}
        onConfirm={() => {
          if (!archiving) return;
          void setArchived(archiving, true).then(close);
        }}
      />
    </Stack>
  );
}
