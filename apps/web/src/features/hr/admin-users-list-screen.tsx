import { Roles, isAdmin } from '@atrium/contract/access';
import { updateMemberStatus } from '@atrium/contract/companies';
import {
  EMPLOYMENT_TYPES,
  MEMBER_LIST_COLUMNS,
  MEMBER_LIST_PAGE_SIZE_DEFAULT,
  MEMBER_ROLE_FILTERS,
  getMemberList,
  type MemberListColumn,
  type MemberListFilters,
  type MemberListItem,
  type MemberListSort,
} from '@atrium/contract/human-resources';
import { getOrganization } from '@atrium/contract/organization';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Popover,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authorizedFetch } from '../../api/client.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useSession } from '../../auth/session.ts';
import { InviteButton } from '../invitations/index.ts';
import { MemberImportButton } from '../member-import/member-import-dialog.tsx';
import { departmentOptions } from '../../ui/department-options.ts';
import { PersonAvatar } from '../../ui/person-avatar.tsx';
import { exportMembers } from './member-list/export-members.ts';
import { inListOrder, readColumns, saveColumns } from './member-list/member-columns.ts';

const SEARCH_DEBOUNCE_MS = 300;
const SORTABLE: Partial<Record<MemberListColumn | 'name', MemberListSort>> = {
  name: 'name',
  email: 'email',
  position: 'position',
  department: 'department',
  role: 'role',
  status: 'status',
};

type Filters = Pick<MemberListFilters, 'divisionId' | 'departmentId' | 'status' | 'role' | 'employmentType'>;

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
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<MemberListSort>('name');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [cursors, setCursors] = useState<string[]>([]);
  const [columns, setColumns] = useState<MemberListColumn[]>(() => readColumns());
  const [deactivating, setDeactivating] = useState<MemberListItem | null>(null);
  const [exporting, setExporting] = useState(false);
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
  const setFilter = (key: keyof Filters, value: string | null) => {
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
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportMembers(authorizedFetch, format, listFilters, columns);
    } catch {
      notifications.show({ message: t('hr.list.exportFailed'), color: 'red' });
    } finally {
      setExporting(false);
    }
  };

  const divisions = (organization.data?.divisions ?? []).map((division) => ({
    value: division.divisionId,
    label: division.name,
  }));
  const page = members.data;
  const from = cursors.length * MEMBER_LIST_PAGE_SIZE_DEFAULT + 1;
  const filtered = Boolean(debounced || Object.values(filters).some(Boolean));

  return (
    <Stack gap="md">
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
          {canChangeStatus ? <MemberImportButton /> : null}
          <InviteButton />
        </Group>
      </Group>

      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('hr.list.search')}
          placeholder={t('hr.list.searchPlaceholder')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            restart();
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('hr.list.division')}
          placeholder={t('hr.list.any')}
          data={divisions}
          value={filters.divisionId ?? null}
          onChange={(value) => setFilter('divisionId', value)}
          clearable
          clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
          searchable
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          label={t('hr.list.department')}
          data={departmentOptions(organization.data, {
            all: t('hr.list.any'),
            unplaced: t('hr.list.unplaced'),
            general: t('hr.list.show'),
          })}
          value={filters.departmentId ?? ''}
          onChange={(value) => setFilter('departmentId', value || null)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('hr.list.status')}
          placeholder={t('hr.list.any')}
          data={(['ACTIVE', 'DISABLED'] as const).map((value) => ({ value, label: t(`hr.status.${value}`) }))}
          value={filters.status ?? null}
          onChange={(value) => setFilter('status', value)}
          clearable
          clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
          w={{ base: '100%', sm: 150 }}
        />
        <Select
          label={t('hr.list.role')}
          placeholder={t('hr.list.any')}
          data={MEMBER_ROLE_FILTERS.map((value) => ({ value, label: t(`hr.role.${value}`) }))}
          value={filters.role ?? null}
          onChange={(value) => setFilter('role', value)}
          clearable
          clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
          w={{ base: '100%', sm: 190 }}
        />
        <Select
          label={t('hr.list.employmentType')}
          placeholder={t('hr.list.any')}
          data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`hr.employmentType.${value}`) }))}
          value={filters.employmentType ?? null}
          onChange={(value) => setFilter('employmentType', value)}
          clearable
          clearButtonProps={{ 'aria-label': t('hr.profile.clear') }}
          w={{ base: '100%', sm: 170 }}
        />
        <Popover position="bottom-end" shadow="md">
          <Popover.Target>
            <Button variant="default">{t('hr.list.columns')}</Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Checkbox.Group label={t('hr.list.columnsLabel')} value={columns} onChange={chooseColumns}>
              <Stack gap={6} mt="xs">
                {MEMBER_LIST_COLUMNS.map((column) => (
                  <Checkbox key={column} value={column} label={t(`hr.column.${column}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Popover.Dropdown>
        </Popover>
      </Group>

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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={members.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  {(['name', ...columns] as const).map((column) => (
                    <HeaderCell
                      key={column}
                      label={t(`hr.column.${column}`)}
                      sort={SORTABLE[column]}
                      active={sort === SORTABLE[column]}
                      direction={direction}
                      onSort={sortBy}
                    />
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{t('hr.list.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((member) => (
                  <MemberRow
                    key={member.companyMemberId}
                    member={member}
                    columns={columns}
                    self={member.companyMemberId === session?.companyMemberId}
                    canChangeStatus={
                      canChangeStatus &&
                      (member.role !== 'OWNER' || Boolean(session?.roles.includes(Roles.OWNER)))
                    }
                    onDeactivate={() => setDeactivating(member)}
                    onReactivate={() => void changeStatus(member, 'ACTIVE')}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

      <Modal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('hr.list.deactivateTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('hr.list.deactivateText', { name: deactivating?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeactivating(null)}>
              {t('hr.list.cancel')}
            </Button>
            <Button
              color="red"
              loading={status.isPending}
              onClick={() => {
                if (deactivating)
                  void changeStatus(deactivating, 'DISABLED').then(() => setDeactivating(null));
              }}
            >
              {t('hr.list.deactivate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function HeaderCell({
  label,
  sort,
  active,
  direction,
  onSort,
}: {
  label: string;
  sort: MemberListSort | undefined;
  active: boolean;
  direction: 'asc' | 'desc';
  onSort: (sort: MemberListSort) => void;
}) {
  if (!sort) return <Table.Th>{label}</Table.Th>;
  return (
    <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        {label} {active ? (direction === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

function MemberRow({
  member,
  columns,
  self,
  canChangeStatus,
  onDeactivate,
  onReactivate,
}: {
  member: MemberListItem;
  columns: readonly MemberListColumn[];
  self: boolean;
  canChangeStatus: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  const { t } = useTranslation();
  const profile = `/admin/users/profile/${member.companyMemberId}`;
  const cell = (column: MemberListColumn) => {
    switch (column) {
      case 'email':
        return member.email ?? '—';
      case 'phoneNumber':
        return member.phoneNumber ?? '—';
      case 'position':
        return member.position ?? '—';
      case 'department':
        return member.department?.name ?? t('hr.list.unplaced');
      case 'division':
        return member.division?.name ?? '—';
      case 'role':
        return [member.role, ...member.managerRoles].map((role) => t(`hr.role.${role}`)).join(', ');
      case 'status':
        return (
          <Badge
            color={member.status === 'ACTIVE' ? 'green' : 'gray'}
            variant="light"
            // A badge may shrink to its first letters in a narrow cell; it keeps its whole word.
            styles={{ root: { minWidth: 'max-content' } }}
          >
            {t(`hr.status.${member.status}`)}
          </Badge>
        );
      case 'employmentType':
        return member.employmentType ? t(`hr.employmentType.${member.employmentType}`) : '—';
      case 'startDate':
        return member.startDate ?? '—';
    }
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar fetch={authorizedFetch} person={member} size="sm" />
          <Anchor component={Link} to={profile} fz="sm" fw={500}>
            {member.name}
          </Anchor>
        </Group>
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column} fz="sm">
          {cell(column)}
        </Table.Td>
      ))}
      <Table.Td>
        {canChangeStatus && !self ? (
          member.status === 'ACTIVE' ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDeactivate}
              aria-label={t('hr.list.deactivateLabel', { name: member.name })}
            >
              {t('hr.list.deactivate')}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={onReactivate}
              aria-label={t('hr.list.reactivateLabel', { name: member.name })}
            >
              {t('hr.list.reactivate')}
            </Button>
          )
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
