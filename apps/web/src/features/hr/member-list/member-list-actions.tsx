import type { MemberListColumn, MemberListFilters } from '@atrium/contract/human-resources';
import { Button, Group, Menu, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authorizedFetch } from '../../../api/client.ts';
import { InviteButton } from '../../invitations/index.ts';
import { MemberImportButton } from '../../member-import/index.ts';
import { exportMembers } from './export-members.ts';

/**
 * The member list's heading and what it leads to: the expiring documents, the export of the list
 * as filtered with its chosen columns, the import (for those who may change members) and invites.
 */
export function MemberListActions({
  filters,
  columns,
  canImport,
}: {
  filters: MemberListFilters;
  columns: MemberListColumn[];
  canImport: boolean;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportMembers(authorizedFetch, format, filters, columns);
    } catch {
      notifications.show({ message: t('hr.list.exportFailed'), color: 'red' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group justify="space-between" align="center">
      <Title order={2} data-screen="admin-users-list">
        {t('screens.admin-users-list')}
      </Title>
      <Group gap="sm">
        <Button variant="default" component={Link} to="/admin/users/expiring-documents">
          {t('hr.documents.openOverview')}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" loading={exporting}>
              {t('hr.list.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void download('csv')}>{t('hr.list.exportCsv')}</Menu.Item>
            <Menu.Item onClick={() => void download('xlsx')}>{t('hr.list.exportXlsx')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {canImport ? <MemberImportButton /> : null}
        <InviteButton />
      </Group>
    </Group>
  );
}
