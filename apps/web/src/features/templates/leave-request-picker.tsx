import { getLeaveRequestChoices, type LeaveRequestChoice } from '@atrium/contract/templates';
import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat, useDatePickerFormat } from '../../ui/dates/date-format.ts';

/** A period chosen in a range picker: first and last day as `YYYY-MM-DD`, either may be open. */
export type Period = [string | null, string | null];

/** The request's leave type in the interface language, else English, else any. */
function typeName(names: Record<string, string>, language: string): string {
  return names[language.slice(0, 2)] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** Range picker of the period documents are generated for. */
export function PeriodInput({ value, onChange }: { value: Period; onChange: (value: Period) => void }) {
  const { t } = useTranslation();
  const picker = useDatePickerFormat();
  return (
    <DatePickerInput
      {...picker}
      type="range"
      label={t('templates.generate.period')}
      value={value}
      onChange={(range) => onChange([range[0] ?? null, range[1] ?? null])}
      clearable
      allowSingleDateInRange
    />
  );
}

/**
 * Chooses one leave request the caller may generate a document for
 * (docs/product/templates.md#screens): filtered by member and period, newest first.
 */
export function LeaveRequestPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [period, setPeriod] = useState<Period>([null, null]);
  const choices = useOperationQuery(getLeaveRequestChoices, {
    query: {
      search: debounced.trim() || undefined,
      from: period[0] ?? undefined,
      to: period[1] ?? undefined,
    },
  });
  const label = (choice: LeaveRequestChoice) =>
    t('templates.generate.requestLabel', {
      member: choice.memberName,
      type: typeName(choice.leaveType, i18n.language),
      from: format.day(choice.startsOn),
      to: format.day(choice.endsOn),
      status: t(`templates.generate.status.${choice.status}`),
    });
  const options = (choices.data ?? []).map((choice) => ({
    value: choice.leaveRequestId,
    label: label(choice),
  }));
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('templates.generate.requestSearch')}
          placeholder={t('templates.generate.memberPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <PeriodInput value={period} onChange={setPeriod} />
      </Group>
      <Select
        label={t('templates.generate.request')}
        placeholder={t('templates.generate.requestPlaceholder')}
        data={options}
        value={value}
        onChange={onChange}
        searchable
        nothingFoundMessage={choices.isPending ? t('common.loading') : t('templates.generate.noRequests')}
      />
    </>
  );
}
