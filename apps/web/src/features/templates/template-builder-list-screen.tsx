import { getTagCatalogue, TAG_GROUPS, type TagCatalogueEntry } from '@atrium/contract/templates';
import {
  Alert,
  Badge,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { showDone, showFailed } from '../../ui/feedback.ts';
import { tagLabelKey, useTemplateKind, written } from './template-kind.ts';

function TagRow({ entry, label }: { entry: TagCatalogueEntry; label: string }) {
  const { t } = useTranslation();
  const text = entry.loop ? `{{#${entry.tag}}} … {{/${entry.tag}}}` : written(entry.tag);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showDone(t('templates.catalogue.copied', { tag: text }));
    } catch (error) {
      showFailed(t('templates.catalogue.copyFailed'), error);
    }
  }
  return (
    <UnstyledButton
      onClick={() => void copy()}
      px="xs"
      py={6}
      style={{ borderRadius: 6, display: 'block', width: '100%' }}
      ml={entry.parent ? 'lg' : 0}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{label}</Text>
        <Group gap={4} wrap="nowrap">
          {entry.loop ? (
            <Badge size="xs" variant="light" color="violet.9">
              {t('templates.catalogue.loop')}
            </Badge>
          ) : null}
          <Text size="xs" ff="monospace" c="dark.6">
            {text}
          </Text>
        </Group>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The builder's list (template-builder/list): every tag a template of this kind may use, named in
 * the interface language, searchable by name or tag; a click copies the tag.
 */
export function TemplateBuilderListScreen() {
  const { t } = useTranslation();
  const { kind } = useTemplateKind();
  const [search, setSearch] = useState('');
  const catalogue = useOperationQuery(getTagCatalogue, { query: { kind } });

  if (catalogue.isPending) return <Loader size="sm" />;
  if (catalogue.isError) return <Alert color="red">{t('templates.loadFailed')}</Alert>;

  const labelOf = (entry: TagCatalogueEntry) => entry.label ?? t(tagLabelKey(entry.tag, entry.parent));
  const wanted = search.trim().toLocaleLowerCase();
  const matches = (entry: TagCatalogueEntry) =>
    !wanted ||
    entry.tag.toLocaleLowerCase().includes(wanted) ||
    labelOf(entry).toLocaleLowerCase().includes(wanted);
  const shown = catalogue.data.tags.filter(
    (entry) =>
      matches(entry) ||
      // A loop stays with its matching items, and the items with their matching loop.
      catalogue.data.tags.some((other) => other.parent === entry.tag && matches(other)) ||
      (entry.parent !== null &&
        catalogue.data.tags.some((other) => other.tag === entry.parent && matches(other))),
  );

  return (
    <Stack gap="sm">
      <Title order={4} data-screen="template-builder-list">
        {t('templates.tagCatalogue')}
      </Title>
      <TextInput
        label={t('templates.catalogue.search')}
        description={t('templates.catalogue.searchHint')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      <ScrollArea.Autosize mah={560} type="auto">
        <Stack gap="md">
          {shown.length === 0 ? <Text c="dimmed">{t('templates.catalogue.noMatch')}</Text> : null}
          {TAG_GROUPS.map((group) => {
            const entries = shown.filter((entry) => entry.group === group);
            if (entries.length === 0) return null;
            return (
              <Stack
                key={group}
                gap={2}
                component="section"
                aria-label={t(`templates.catalogue.groups.${group}`)}
              >
                <Text fw={700} size="xs" tt="uppercase" c="dark.5">
                  {t(`templates.catalogue.groups.${group}`)}
                </Text>
                {entries.map((entry) => (
                  <TagRow key={`${entry.parent ?? ''}/${entry.tag}`} entry={entry} label={labelOf(entry)} />
                ))}
              </Stack>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed">
        {t('templates.catalogue.loopHint')}{' '}
        {t('templates.catalogue.filters', {
          example: written(`member.fullName | ${catalogue.data.filters[0] ?? 'upper'}`),
          interpolation: { escapeValue: false },
        })}
      </Text>
    </Stack>
  );
}
