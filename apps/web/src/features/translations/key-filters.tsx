import type { TRANSLATION_STATES } from '@atrium/contract/translations';
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export type StateFilter = (typeof TRANSLATION_STATES)[number] | 'not-reviewed';

/** The editor's search (focused by "/") and its filters by state, screen and reports. */
export function KeyFilters({
  searchRef,
  search,
  onSearch,
  state,
  onState,
  screen,
  onScreen,
  screens,
  reported,
  onReported,
}: {
  searchRef: RefObject<HTMLInputElement | null>;
  search: string;
  onSearch: (search: string) => void;
  state: StateFilter | null;
  onState: (state: StateFilter | null) => void;
  screen: string | null;
  onScreen: (screen: string | null) => void;
  screens: string[];
  reported: boolean;
  onReported: (reported: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        ref={searchRef}
        label={t('translations.search')}
        placeholder={t('translations.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maxLength={200}
        w={280}
      />
      <Select
        label={t('translations.stateFilter')}
        placeholder={t('translations.allStates')}
        clearable
        value={state}
        onChange={(value) => onState(value as StateFilter | null)}
        data={(['untranslated', 'outdated', 'not-reviewed', 'reviewed'] as const).map((value) => ({
          value,
          label: t(`translations.states.${value}`),
        }))}
        w={220}
      />
      <Select
        label={t('translations.screenFilter')}
        placeholder={t('translations.allScreens')}
        clearable
        searchable
        value={screen}
        onChange={onScreen}
        data={screens}
        w={220}
      />
      <Checkbox
        label={t('translations.reportedFilter')}
        checked={reported}
        onChange={(event) => onReported(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
