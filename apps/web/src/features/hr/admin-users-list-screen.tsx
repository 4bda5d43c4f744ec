import { Roles, isAdmin } from '@atrium/contract/access';
import { updateMemberStatus } from '@atrium/contract/companies';
import {
  MEMBER_LIST_PAGE_SIZE_DEFAULT,
  getMemberList,
  type MemberListColumn,
  type MemberListFilters,
  type MemberListItem,
  type MemberListSort,
} from '@atrium/contract/human-resources';
import { getOrganization } from '@atrium/contract/organization';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { inListOrder, readColumns, saveColumns } from './member-list/member-columns.ts';
import { MemberListActions } from './member-list/member-list-actions.tsx';
import { MemberListFilterBar, type MemberFilters } from './member-list/member-list-filters.tsx';
import { MemberTable } from './member-list/member-table.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * admin/users/list (managers with HUMAN_RESOURCES, docs/product/human-resources.md#member-list):
 * search, filters, sorting by the column headers, columns the person chooses, paging by cursor,
 * export, invite and resend (the invitations dialog), deactivate and reactivate.
 */
export function AdminUsersListScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canChangeStatus = isAdmin(session?.roles ?? []);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<MemberFilters>({});
  const [sort, setSort] = useState<MemberListSort>('name');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [cursors, setCursors] = useState<string[]>([]);
  const [columns, setColumns] = useState<MemberListColumn[]>(() => readColumns());
  const [deactivating, setDeactivating] = useState<MemberListItem | null>(null);
  const organization = useOperationQuery(getOrganization);

  const listFilters = {
    ...(debounced ? { search: debounced } : {}),
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
    sort,
    direction,
  } as MemberListFilters;
  const cursor = cursors.at(-1);
  const members = useOperationQuery(
    getMemberList,
    { query: { ...listFilters, pageSize: MEMBER_LIST_PAGE_SIZE_DEFAULT, ...(cursor ? { cursor } : {}) } },
    { placeholderData: keepPreviousData },
  );
  const status = useOperationMutation(updateMemberStatus, { invalidates: [getMemberList] });

  const restart = () => setCursors([]);
  const setFilter = (key: keyof MemberFilters, value: string | null) => {
    setFilters((current) => ({ ...current, [key]: value ?? undefined }));
    restart();
  };
  const sortBy = (next: MemberListSort) => {
    setDirection(next === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(next);
    restart();
  };
  const chooseColumns = (chosen: string[]) => {
    const ordered = inListOrder(chosen);
    setColumns(ordered);
    saveColumns(ordered);
  };
  const changeStatus = async (member: MemberListItem, next: 'ACTIVE' | 'DISABLED') => {
    try {
      await status.mutateAsync({
        params: { companyMemberId: member.companyMemberId },
        body: { status: next },
      });
      notifications.show({
        message: t(next === 'ACTIVE' ? 'hr.list.reactivated' : 'hr.list.deactivated', { name: member.name }),
        color: 'green',
      });
    } catch (error) {
      notifications.show({
        message: (error as Error).message || t('hr.list.statusFailed', { name: member.name }),
        color: 'red',
      });
    }
  };

  const page = members.data;
  const from = cursors.length * MEMBER_LIST_PAGE_SIZE_DEFAULT + 1;
  const filtered = Boolean(debounced || Object.values(filters).some(Boolean));

  return (
    <Stack gap="md">
      <MemberListActions filters={listFilters} columns={columns} canImport={canChangeStatus} />
      <MemberListFilterBar
        search={search}
        onSearch={(next) => {
          setSearch(next);
          restart();
        }}
        filters={filters}
        onFilter={setFilter}
        organization={organization.data}
        columns={columns}
        onColumns={chooseColumns}
      />

      {members.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('hr.list.loading')} />
        </Center>
      ) : members.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            {t('hr.list.loadFailed')}
            <Button size="compact-sm" variant="white" onClick={() => void members.refetch()}>
              {t('hr.list.retry')}
            </Button>
          </Group>
        </Alert>
      ) : page && page.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center" fw={600}>
            {filtered ? t('hr.list.noMatch') : t('hr.list.empty')}
          </Text>
        </Paper>
      ) : page ? (
        <>
          <MemberTable
            members={page.items}
            columns={columns}
            sort={sort}
            direction={direction}
            busy={members.isFetching}
            onSort={sortBy}
            isSelf={(member) => member.companyMemberId === session?.companyMemberId}
            canChangeStatusOf={(member) =>
              canChangeStatus && (member.role !== 'OWNER' || Boolean(session?.roles.includes(Roles.OWNER)))
            }
            onDeactivate={setDeactivating}
            onReactivate={(member) => void changeStatus(member, 'ACTIVE')}
          />
          <Group justify="space-between">
            <Text c="dimmed" fz="sm" aria-live="polite">
              {t('hr.list.range', { from, to: from + page.items.length - 1, total: page.total })}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={cursors.length === 0}
                onClick={() => setCursors((stack) => stack.slice(0, -1))}
              >
                {t('hr.list.previous')}
              </Button>
              <Button
                variant="default"
                disabled={!page.nextCursor}
                onClick={() => page.nextCursor && setCursors((stack) => [...stack, page.nextCursor!])}
              >
                {t('hr.list.next')}
              </Button>
            </Group>
          </Group>
        </>
      ) : null}

      <ConfirmDialog
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('hr.list.deactivateTitle')}
        message={t('hr.list.deactivateText', { name: deactivating?.name ?? '' })}
        confirmLabel={t('hr.list.deactivate')}
        busy={status.isPending}
        onConfirm={() => {
          if (deactivating) void changeStatus(deactivating, 'DISABLED').then(() => setDeactivating(null));
        }}
      />
    </Stack>
  );
}
