import {
  EMPLOYMENT_TYPES,
  MEMBER_LIST_COLUMNS,
  MEMBER_ROLE_FILTERS,
  type MemberListColumn,
  type MemberListFilters,
} from '@atrium/contract/human-resources';
import type { Organization } from '@atrium/contract/organization';
import { Button, Checkbox, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { departmentOptions } from '../../../ui/department-options.ts';

export type MemberFilters = Pick<
  MemberListFilters,
  'divisionId' | 'departmentId' | 'status' | 'role' | 'employmentType'
>;

/** The member list's search, its filters and the columns the person chooses to see. */
export function MemberListFilterBar({
  search,
  onSearch,
  filters,
  onFilter,
  organization,
  columns,
  onColumns,
}: {
  search: string;
  onSearch: (search: string) => void;
  filters: MemberFilters;
  onFilter: (key: keyof MemberFilters, value: string | null) => void;
  organization: Organization | undefined;
  columns: MemberListColumn[];
  onColumns: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  const divisions = (organization?.divisions ?? []).map((division) => ({
    value: division.divisionId,
    label: division.name,
  }));
  const clearable = { clearable: true, clearButtonProps: { 'aria-label': t('hr.profile.clear') } };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('hr.list.search')}
        placeholder={t('hr.list.searchPlaceholder')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 260 }}
      />
      <Select
        label={t('hr.list.division')}
        placeholder={t('hr.list.any')}
        data={divisions}
        value={filters.divisionId ?? null}
        onChange={(value) => onFilter('divisionId', value)}
        {...clearable}
        searchable
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t('hr.list.department')}
        data={departmentOptions(organization, {
          all: t('hr.list.any'),
          unplaced: t('hr.list.unplaced'),
          general: t('hr.list.show'),
        })}
        value={filters.departmentId ?? ''}
        onChange={(value) => onFilter('departmentId', value || null)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={t('hr.list.status')}
        placeholder={t('hr.list.any')}
        data={(['ACTIVE', 'DISABLED'] as const).map((value) => ({ value, label: t(`hr.status.${value}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onFilter('status', value)}
        {...clearable}
        w={{ base: '100%', sm: 150 }}
      />
      <Select
        label={t('hr.list.role')}
        placeholder={t('hr.list.any')}
        data={MEMBER_ROLE_FILTERS.map((value) => ({ value, label: t(`hr.role.${value}`) }))}
        value={filters.role ?? null}
        onChange={(value) => onFilter('role', value)}
        {...clearable}
        w={{ base: '100%', sm: 190 }}
      />
      <Select
        label={t('hr.list.employmentType')}
        placeholder={t('hr.list.any')}
        data={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`hr.employmentType.${value}`) }))}
        value={filters.employmentType ?? null}
        onChange={(value) => onFilter('employmentType', value)}
        {...clearable}
        w={{ base: '100%', sm: 170 }}
      />
      <Popover position="bottom-end" shadow="md">
        <Popover.Target>
          <Button variant="default">{t('hr.list.columns')}</Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Checkbox.Group label={t('hr.list.columnsLabel')} value={columns} onChange={onColumns}>
            <Stack gap={6} mt="xs">
              {MEMBER_LIST_COLUMNS.map((column) => (
                <Checkbox key={column} value={column} label={t(`hr.column.${column}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
