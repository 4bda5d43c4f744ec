import type { TRANSLATION_STATES } from '@atrium/contract/translations';
import {
  getGlossary,
  getLatestTranslation,
  getMyTranslationLanguages,
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
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Loader,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { GlossaryPanel } from './glossary-panel.tsx';
import { glossaryTermsIn } from './glossary-match.ts';
import { KeyEditor } from './key-editor.tsx';
import { TransferPanel } from './transfer-panel.tsx';
import { VersionsPanel } from './versions-panel.tsx';

type Language = TranslatorLanguage['languageIsoCode'];
type StateFilter = (typeof TRANSLATION_STATES)[number] | 'not-reviewed';
const SHOWN = 100;
const STATE_COLOURS: Record<TranslationKeyRow['state'], string> = {
  untranslated: 'gray',
  translated: 'blue',
  reviewed: 'green',
  outdated: 'orange',
};

/**
 * translations/configure-translations (SUPERADMIN, TRANSLATOR): English beside the language's
 * value for every interface key, filtered and searched, edited in place, reviewed and published
 * (docs/product/translations.md#the-editor). The server refuses every language outside the
 * person's scope, reading included, so the editor asks for that scope first and offers only it:
 * it never calls for a language it would be refused.
 */
export function TranslationsConfigureScreen() {
  const { t, i18n } = useTranslation();
  const mine = useOperationQuery(getMyTranslationLanguages);
  const languages = mine.data?.map((entry) => entry.languageIsoCode) ?? [];
  // Her own language first: the interface's when she may edit it, else the first she may.
  const own = toLanguage(i18n.language);
  const opening = languages.find((code) => code === own) ?? languages[0];
  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap={4}>
        <Title order={2}>{t('screens.translations-configure')}</Title>
        <Text c="dimmed">{t('translations.intro')}</Text>
      </Stack>
      {mine.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : mine.isError && mine.error.code !== 'FORBIDDEN' ? (
        <Alert color="red" role="alert">
          {t('translations.loadFailed')}
        </Alert>
      ) : opening ? (
        <LanguageEditor languages={languages} opening={opening} />
      ) : (
        <Alert color="yellow" role="alert">
          {t('translations.noLanguages')}
        </Alert>
      )}
    </Stack>
  );
}

/** The editor of the languages a person may edit, open on `opening`. */
function LanguageEditor({ languages, opening }: { languages: Language[]; opening: Language }) {
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
            <Group align="flex-end" gap="sm">
              <TextInput
                ref={searchRef}
                label={t('translations.search')}
                placeholder={t('translations.searchPlaceholder')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                maxLength={200}
                w={280}
              />
              <Select
                label={t('translations.stateFilter')}
                placeholder={t('translations.allStates')}
                clearable
                value={state}
                onChange={(value) => setState(value as StateFilter | null)}
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
                onChange={setScreen}
                data={keys.data?.screens ?? []}
                w={220}
              />
              <Checkbox
                label={t('translations.reportedFilter')}
                checked={reported}
                onChange={(event) => setReported(event.currentTarget.checked)}
                mb={8}
              />
            </Group>
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
                      <Table.Tr key={row.key}>
                        <Table.Td valign="top">
                          <Text size="xs" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
                            {row.key}
                          </Text>
                          <Text size="sm">
                            {row.sourcePlural
                              ? Object.entries(row.sourcePlural).map(([category, text]) => (
                                  <span key={category}>
                                    {category}: {text}
                                    <br />
                                  </span>
                                ))
                              : row.source}
                          </Text>
                        </Table.Td>
                        <Table.Td valign="top">
                          {editing === row.key ? (
                            <KeyEditor
                              row={row}
                              language={language}
                              glossary={glossaryTermsIn(
                                [row.source, ...Object.values(row.sourcePlural ?? {})],
                                glossary.data ?? [],
                              )}
                              saving={propose.isPending}
                              onSave={(value, next) => void save(row, value, next)}
                              onCancel={() => setEditing(null)}
                            />
                          ) : (
                            <UnstyledButton w="100%" onClick={() => setEditing(row.key)}>
                              <Text size="sm" c={row.value === null ? 'dimmed' : undefined}>
                                {row.value === null
                                  ? t('translations.edit')
                                  : typeof row.value === 'string'
                                    ? row.value
                                    : Object.entries(row.value).map(([category, text]) => (
                                        <span key={category}>
                                          {category}: {text}
                                          <br />
                                        </span>
                                      ))}
                              </Text>
                              <VisuallyHidden>{t('translations.editKey', { key: row.key })}</VisuallyHidden>
                            </UnstyledButton>
                          )}
                        </Table.Td>
                        <Table.Td valign="top">
                          <Stack gap={4} align="flex-start">
                            <Badge color={STATE_COLOURS[row.state]} variant="light">
                              {t(`translations.states.${row.state}`)}
                            </Badge>
                            {row.reportCount > 0 ? (
                              <Text size="xs" c="orange.9">
                                {t('translations.reportCount', { count: row.reportCount })}
                              </Text>
                            ) : null}
                            {keys.data.canReview &&
                            (row.state === 'translated' || row.state === 'outdated') ? (
                              <Button
                                size="compact-xs"
                                variant="light"
                                color="green"
                                loading={review.isPending}
                                onClick={() => void accept(row)}
                              >
                                {t('translations.accept')}
                              </Button>
                            ) : null}
                          </Stack>
                        </Table.Td>
                      </Table.Tr>
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
