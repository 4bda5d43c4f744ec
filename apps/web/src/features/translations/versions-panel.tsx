import {
  compareTranslationVersions,
  getLatestTranslation,
  getTranslationKeys,
  getTranslationVersions,
  rollbackTranslation,
  type TranslationVersion,
} from '@atrium/contract/translations';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';

type Language = 'mk' | 'sq';

/** Published versions of a language: compare one with the newest, or serve it again (rollback). */
export function VersionsPanel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const versions = useOperationQuery(getTranslationVersions, { params: { languageIsoCode: language } });
  const [compared, setCompared] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rollback = useOperationMutation(rollbackTranslation, {
    invalidates: [getTranslationVersions, getTranslationKeys, getLatestTranslation],
  });
  if (versions.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (versions.isError) return null;
  const newest = versions.data[0];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('translations.versions')}
      </Title>
      {notice ? (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {versions.data.length === 0 ? (
        <Text c="dimmed">{t('translations.noVersions')}</Text>
      ) : (
        <Stack gap={4}>
          {versions.data.slice(0, 8).map((version: TranslationVersion) => (
            <Group key={version.version} gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t('translations.versionLine', {
                  version: version.version,
                  when: format.dateTime(version.publishedAt),
                })}
                {version.restoresVersion
                  ? ` · ${t('translations.restores', { version: version.restoresVersion })}`
                  : ''}
              </Text>
              {newest && version.version !== newest.version ? (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => setCompared(version.version)}>
                    {t('translations.compare')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="orange"
                    loading={rollback.isPending}
                    onClick={() =>
                      rollback.mutate(
                        { params: { languageIsoCode: language, version: version.version } },
                        {
                          onSuccess: (restored) =>
                            setNotice(
                              t('translations.rolledBack', {
                                version: version.version,
                                newVersion: restored.version,
                              }),
                            ),
                        },
                      )
                    }
                  >
                    {t('translations.rollback')}
                  </Button>
                </Group>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {compared !== null && newest ? (
        <Comparison language={language} from={compared} to={newest.version} />
      ) : null}
    </Stack>
  );
}

function Comparison({ language, from, to }: { language: Language; from: number; to: number }) {
  const { t } = useTranslation();
  const diff = useOperationQuery(compareTranslationVersions, {
    params: { languageIsoCode: language },
    query: { from, to },
  });
  if (diff.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (diff.isError) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('translations.comparison', { from, to })}
      </Text>
      {diff.data.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('translations.noChanges')}
        </Text>
      ) : (
        <Table fz="sm" withTableBorder>
          <Table.Tbody>
            {diff.data.changes.slice(0, 50).map((change) => (
              <Table.Tr key={change.key}>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {change.key}
                  </Text>
                </Table.Td>
                <Table.Td>{change.before ?? t('translations.removed')}</Table.Td>
                <Table.Td>{change.after ?? t('translations.removed')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
