import {
  getGlossary,
  getLatestTranslation,
  getTranslationKeys,
  getTranslationVersions,
  proposeTranslation,
  publishTranslation,
  reviewTranslation,
  type TranslationKeyRow,
  type TranslationText,
  type TranslatorLanguage,
} from '@atrium/contract/translations';
import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { GlossaryPanel } from './glossary-panel.tsx';
import { KeyFilters, type StateFilter } from './key-filters.tsx';
import { KeyRow } from './key-row.tsx';
import { TransferPanel } from './transfer-panel.tsx';
import { VersionsPanel } from './versions-panel.tsx';

type Language = TranslatorLanguage['languageIsoCode'];
const SHOWN = 100;

/** The editor of the languages a person may edit, open on `opening`. */
export function LanguageEditor({ languages, opening }: { languages: Language[]; opening: Language }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(opening);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [state, setState] = useState<StateFilter | null>(null);
  const [screen, setScreen] = useState<string | null>(null);
  const [reported, setReported] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => searchRef.current?.focus()]]);

  const keys = useOperationQuery(getTranslationKeys, {
    params: { languageIsoCode: language },
    query: {
      ...(debounced ? { search: debounced } : {}),
      ...(state ? { state } : {}),
      ...(screen ? { screen } : {}),
      ...(reported ? { reported: 'true' as const } : {}),
    },
  });
  const glossary = useOperationQuery(getGlossary, { params: { languageIsoCode: language } });
  const propose = useOperationMutation(proposeTranslation, { invalidates: [getTranslationKeys] });
  const review = useOperationMutation(reviewTranslation, { invalidates: [getTranslationKeys] });
  const publish = useOperationMutation(publishTranslation, {
    invalidates: [getTranslationVersions, getTranslationKeys, getLatestTranslation],
  });

  const rows = keys.data?.keys ?? [];
  const save = async (row: TranslationKeyRow, value: TranslationText, next: boolean) => {
    try {
      await propose.mutateAsync({ params: { languageIsoCode: language, key: row.key }, body: { value } });
      const index = rows.findIndex((candidate) => candidate.key === row.key);
      setEditing(next ? (rows[index + 1]?.key ?? null) : null);
    } catch {
      setNotice({ color: 'red', text: t('translations.saveFailed') });
    }
  };
  const accept = async (row: TranslationKeyRow) => {
    try {
      await review.mutateAsync({ params: { languageIsoCode: language, key: row.key } });
    } catch {
      setNotice({ color: 'red', text: t('translations.reviewFailed') });
    }
  };
  const onPublish = async () => {
    try {
      const version = await publish.mutateAsync({ params: { languageIsoCode: language } });
      setNotice({ color: 'green', text: t('translations.published', { version: version.version }) });
    } catch (error) {
      const message = isApiError(error) ? error.message : '';
      setNotice({ color: 'red', text: t('translations.publishFailed', { message }) });
    }
  };

  const coverage = keys.data?.coverage;
  return (
    <>
      <Group align="flex-end" justify="space-between">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="translation-language">
            {t('translations.language')}
          </Text>
          {languages.length > 1 ? (
            <SegmentedControl
              aria-labelledby="translation-language"
              value={language}
              onChange={(value) => {
                setLanguage(value as Language);
                setEditing(null);
                setNotice(null);
              }}
              data={languages.map((code) => ({
                value: code,
                label: t(`translations.languages.${code}`),
              }))}
            />
          ) : (
            <Text>{t(`translations.languages.${language}`)}</Text>
          )}
        </Stack>
        <Button onClick={() => void onPublish()} loading={publish.isPending} disabled={!keys.data}>
          {t('translations.publish')}
        </Button>
      </Group>
      {notice ? (
        <Alert
          color={notice.color}
          role={notice.color === 'red' ? 'alert' : 'status'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      ) : null}
      {coverage ? (
        <Stack gap={4}>
          <Progress
            aria-label={t('translations.coverageLabel')}
            value={coverage.total ? (coverage.reviewed / coverage.total) * 100 : 0}
          />
          <Text size="sm">{t('translations.coverage', coverage)}</Text>
        </Stack>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="sm">
            <KeyFilters
              searchRef={searchRef}
              search={search}
              onSearch={setSearch}
              state={state}
              onState={setState}
              screen={screen}
              onScreen={setScreen}
              screens={keys.data?.screens ?? []}
              reported={reported}
              onReported={setReported}
            />
            <Text size="xs" c="dimmed">
              {t('translations.keyboardHint')}
            </Text>
            {keys.isPending ? (
              <Loader size="sm" aria-label={t('common.loading')} />
            ) : keys.isError ? (
              <Alert color="red" role="alert">
                {keys.error.code === 'FORBIDDEN'
                  ? t('translations.notTranslator')
                  : t('translations.loadFailed')}
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t('translations.showing', { shown: Math.min(rows.length, SHOWN), total: rows.length })}
                </Text>
                <Table verticalSpacing="xs" layout="fixed">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="30%">{t('translations.columns.source')}</Table.Th>
                      <Table.Th>{t('translations.columns.value')}</Table.Th>
                      <Table.Th w={150}>{t('translations.columns.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.slice(0, SHOWN).map((row) => (
                      <KeyRow
                        key={row.key}
                        row={row}
                        language={language}
                        glossary={glossary.data ?? []}
                        editing={editing === row.key}
                        saving={propose.isPending}
                        canReview={keys.data.canReview}
                        reviewing={review.isPending}
                        onEdit={() => setEditing(row.key)}
                        onSave={(value, next) => void save(row, value, next)}
                        onCancel={() => setEditing(null)}
                        onAccept={() => void accept(row)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Stack gap="xl">
            <GlossaryPanel language={language} />
            <VersionsPanel language={language} />
            <TransferPanel language={language} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
