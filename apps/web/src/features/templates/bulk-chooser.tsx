import {
  EMPLOYMENT_TYPES,
  MEMBER_ROLE_FILTERS,
  getMemberList,
  type EmploymentType,
} from '@atrium/contract/human-resources';
import { getOrganization } from '@atrium/contract/organization';
import {
  BULK_GENERATION_MAX_ITEMS,
  BULK_SELECTION_KINDS,
  getBulkSelectionCount,
  type BulkMemberFilter,
  type BulkSelectionKind,
} from '@atrium/contract/templates';
import { Group, MultiSelect, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { countQueryOf, selectionOf, type BulkChoice } from './bulk-choice.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * How many people a choice covers, read from the server as the run would work it out, and the
 * selection to start the run with (the same choice, with the search as it was counted).
 */
export function useBulkChoiceCount(choice: BulkChoice, enabled: boolean) {
  const [search] = useDebouncedValue(choice.filter.search, SEARCH_DEBOUNCE_MS);
  const query = countQueryOf(choice, search);
  const counted = useOperationQuery(
    getBulkSelectionCount,
    { query: query ?? { kind: 'everyone' } },
    { enabled: enabled && query !== null },
  );
  if (choice.kind === 'members') {
    const people = choice.memberIds.length;
    return { selection: selectionOf(choice, search), people, limit: BULK_GENERATION_MAX_ITEMS, counted };
  }
  // While the search is still being typed, what was counted is not yet what is shown.
  const settled = query !== null && (choice.kind !== 'filter' || search === choice.filter.search);
  return {
    selection: settled ? selectionOf(choice, search) : null,
    people: settled ? (counted.data?.people ?? null) : null,
    limit: counted.data?.limit ?? BULK_GENERATION_MAX_ITEMS,
    counted,
  };
}

export type BulkChoiceCount = ReturnType<typeof useBulkChoiceCount>;

/** Members picked one by one, found by name or e-mail. */
function MembersPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const members = useOperationQuery(getMemberList, {
    query: { search: debounced || undefined, pageSize: 20, status: 'ACTIVE' },
  });
  const found = (members.data?.items ?? []).map((item) => ({
    value: item.companyMemberId,
    label: item.email ? `${item.name} · ${item.email}` : item.name,
  }));
  // Chosen members stay listed while the search shows others.
  const options = [
    ...value
      .filter((id) => !found.some((option) => option.value === id))
      .map((id) => ({ value: id, label: labels[id] ?? id })),
    ...found,
  ];
  return (
    <MultiSelect
      label={t('templates.bulk.members')}
      placeholder={t('templates.bulk.membersPlaceholder')}
      searchable
      data={options}
      value={value}
      onChange={(ids) => {
        setLabels((known) => ({
          ...known,
          ...Object.fromEntries(found.map((option) => [option.value, option.label])),
        }));
        onChange(ids);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      maxValues={BULK_GENERATION_MAX_ITEMS}
      hidePickedOptions
      nothingFoundMessage={members.isPending ? t('common.loading') : t('templates.generate.noMembers')}
    />
  );
}

/** A department (grouped by division) or a division of the company's organisation. */
function UnitSelect({
  kind,
  value,
  onChange,
}: {
  kind: 'department' | 'division';
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const organization = useOperationQuery(getOrganization);
  const divisions = organization.data?.divisions ?? [];
  const data =
    kind === 'division'
      ? divisions.map((division) => ({ value: division.divisionId, label: division.name }))
      : divisions
          .filter((division) => division.departments.length > 0)
          .map((division) => ({
            group: division.name,
            items: division.departments.map((department) => ({
              value: department.departmentId,
              label: department.name,
            })),
          }));
  const texts =
    kind === 'department'
      ? {
          label: t('templates.bulk.department'),
          placeholder: t('templates.bulk.departmentPlaceholder'),
          none: t('templates.bulk.noDepartments'),
        }
      : {
          label: t('templates.bulk.division'),
          placeholder: t('templates.bulk.divisionPlaceholder'),
          none: t('templates.bulk.noDivisions'),
        };
  return (
    <Select
      label={texts.label}
      placeholder={texts.placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={organization.isPending ? t('common.loading') : texts.none}
    />
  );
}

/** The member list's filters (docs/product/human-resources.md#member-list) a run may use. */
function FilterFields({
  value,
  onChange,
}: {
  value: BulkChoice['filter'];
  onChange: (filter: BulkChoice['filter']) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof BulkMemberFilter>(key: K, next: BulkMemberFilter[K] | null) =>
    onChange({ ...value, [key]: next ?? undefined });
  const clear = { clearable: true, clearButtonProps: { 'aria-label': t('templates.bulk.clear') } };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('templates.bulk.search')}
        placeholder={t('templates.bulk.searchPlaceholder')}
        type="search"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('templates.bulk.status')}
        placeholder={t('templates.bulk.any')}
        data={(['ACTIVE', 'DISABLED'] as const).map((status) => ({
          value: status,
          label: t(`hr.status.${status}`),
        }))}
        value={value.status ?? null}
        onChange={(status) => set('status', status as BulkMemberFilter['status'])}
        {...clear}
        w={{ base: '100%', sm: 150 }}
      />
      <Select
        label={t('templates.bulk.role')}
        placeholder={t('templates.bulk.any')}
        data={MEMBER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`hr.role.${role}`) }))}
        value={value.role ?? null}
        onChange={(role) => set('role', role as BulkMemberFilter['role'])}
        {...clear}
        w={{ base: '100%', sm: 190 }}
      />
      <Select
        label={t('templates.bulk.employmentType')}
        placeholder={t('templates.bulk.any')}
        data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`hr.employmentType.${type}`) }))}
        value={value.employmentType ?? null}
        onChange={(type) => set('employmentType', type as EmploymentType | null)}
        {...clear}
        w={{ base: '100%', sm: 170 }}
      />
    </Group>
  );
}

/** How many people the choice covers, or why it cannot be run. */
function CountLine({ choice, count }: { choice: BulkChoice; count: BulkChoiceCount }) {
  const { t } = useTranslation();
  if (choice.kind === 'members' || countQueryOf(choice, choice.filter.search) === null) return null;
  const text = count.counted.isError
    ? t('templates.bulk.countFailed')
    : count.people === null
      ? t('templates.bulk.counting')
      : count.people === 0
        ? t('templates.bulk.coversNobody')
        : count.people > count.limit
          ? t('templates.bulk.overLimit', { people: count.people, limit: count.limit })
          : t('templates.bulk.covers', { count: count.people });
  const refused = count.counted.isError || count.people === 0 || (count.people ?? 0) > count.limit;
  return (
    <Text size="sm" c={refused ? 'red' : 'dimmed'} aria-live="polite" data-testid="bulk-count">
      {text}
    </Text>
  );
}

/**
 * Who a member template's run is for (docs/product/templates.md#choosing-who): members picked one
 * by one, everyone, a department, a division or the member list's filters, with how many people
 * the choice covers before anything starts.
 */
export function BulkChooser({
  value,
  onChange,
  count,
}: {
  value: BulkChoice;
  onChange: (choice: BulkChoice) => void;
  count: BulkChoiceCount;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('templates.bulk.choice')}
        value={value.kind}
        onChange={(kind) => onChange({ ...value, kind: kind as BulkSelectionKind })}
      >
        <Group gap="md" mt={6} wrap="wrap">
          {BULK_SELECTION_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={t(`templates.bulk.choices.${kind}`)} />
          ))}
        </Group>
      </Radio.Group>
      {value.kind === 'members' ? (
        <MembersPicker value={value.memberIds} onChange={(memberIds) => onChange({ ...value, memberIds })} />
      ) : null}
      {value.kind === 'department' ? (
        <UnitSelect
          kind="department"
          value={value.departmentId}
          onChange={(departmentId) => onChange({ ...value, departmentId })}
        />
      ) : null}
      {value.kind === 'division' ? (
        <UnitSelect
          kind="division"
          value={value.divisionId}
          onChange={(divisionId) => onChange({ ...value, divisionId })}
        />
      ) : null}
      {value.kind === 'filter' ? (
        <FilterFields value={value.filter} onChange={(filter) => onChange({ ...value, filter })} />
      ) : null}
      <CountLine choice={value} count={count} />
    </Stack>
  );
}
