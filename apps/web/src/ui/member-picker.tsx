import { getCompanyPeople, type Person } from '@atrium/contract/people';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation.ts';

const PICKER_RESULTS = 20;

/**
 * Finds a person of the company by the start of their name, e-mail or position (the directory's
 * search, so it stays fast with 10,000 members) and hands the chosen person to `onPick`.
 */
export function MemberPicker({
  label,
  placeholder,
  onPick,
  exclude = [],
  disabled = false,
}: {
  label: string;
  placeholder?: string;
  onPick: (person: Person) => void;
  exclude?: readonly string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const people = useOperationQuery(
    getCompanyPeople,
    { query: { pageSize: PICKER_RESULTS, ...(debounced ? { search: debounced } : {}) } },
    { placeholderData: keepPreviousData },
  );
  const byId = useMemo(
    () => new Map((people.data?.items ?? []).map((person) => [person.companyMemberId, person])),
    [people.data],
  );
  const data = (people.data?.items ?? [])
    .filter((person) => !exclude.includes(person.companyMemberId))
    .map((person) => ({
      value: person.companyMemberId,
      label: person.position ? `${person.name} · ${person.position}` : person.name,
    }));

  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('organization.pickerPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; the list shows what it answered.
      filter={({ options }) => options}
      data={data}
      value={null}
      onChange={(value) => {
        const person = value ? byId.get(value) : undefined;
        if (person) {
          onPick(person);
          setSearch('');
        }
      }}
      nothingFoundMessage={people.isFetching ? t('organization.searching') : t('organization.nobodyFound')}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
