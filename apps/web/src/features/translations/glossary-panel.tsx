import {
  addGlossaryTerm,
  deleteGlossaryTerm,
  getGlossary,
  type GlossaryTerm,
  updateGlossaryTerm,
} from '@atrium/contract/translations';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';

type Language = 'mk' | 'sq';
const EMPTY = { term: '', translation: '', note: '' };

/**
 * The language's agreed terms (docs/product/translations.md#glossary): its translators and
 * SUPERADMIN add, change and remove them; the key editor shows those its English contains.
 */
export function GlossaryPanel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const glossary = useOperationQuery(getGlossary, { params: { languageIsoCode: language } });
  const add = useOperationMutation(addGlossaryTerm, { invalidates: [getGlossary] });
  const update = useOperationMutation(updateGlossaryTerm, { invalidates: [getGlossary] });
  const remove = useOperationMutation(deleteGlossaryTerm, { invalidates: [getGlossary] });
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [termError, setTermError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
    setTermError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setTermError(null);
    const body = {
      term: form.term.trim(),
      translation: form.translation.trim(),
      note: form.note.trim() || null,
    };
    try {
      if (editing) {
        await update.mutateAsync({ params: { languageIsoCode: language, termId: editing }, body });
      } else {
        await add.mutateAsync({ params: { languageIsoCode: language }, body });
      }
      reset();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setTermError(t('translations.glossaryDuplicate'));
      else setFailure(t('translations.glossarySaveFailed'));
    }
  };
  const startEdit = (term: GlossaryTerm) => {
    setEditing(term.id);
    setTermError(null);
    setForm({ term: term.term, translation: term.translation, note: term.note ?? '' });
  };
  const onRemove = async (term: GlossaryTerm) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ params: { languageIsoCode: language, termId: term.id } });
      if (editing === term.id) reset();
    } catch {
      setFailure(t('translations.glossarySaveFailed'));
    }
  };

  if (glossary.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (glossary.isError) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="translation-glossary">
      <Title order={3} size="h4" id="translation-glossary">
        {t('translations.glossary')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('translations.glossaryIntro')}
      </Text>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {glossary.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('translations.glossaryEmpty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {glossary.data.map((term) => (
            <Group
              key={term.id}
              component="li"
              gap="xs"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">
                  <Text span fw={600}>
                    {term.term}
                  </Text>{' '}
                  → {term.translation}
                </Text>
                {term.note ? (
                  <Text size="xs" c="dimmed">
                    {term.note}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={2} wrap="nowrap">
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-label={t('translations.glossaryEdit', { term: term.term })}
                  onClick={() => startEdit(term)}
                >
                  {t('translations.edit')}
                </Button>
                <Button
                  variant="subtle"
                  color="red.8"
                  c="red.9"
                  size="compact-xs"
                  aria-label={t('translations.glossaryRemove', { term: term.term })}
                  loading={remove.isPending && remove.variables?.params.termId === term.id}
                  onClick={() => void onRemove(term)}
                >
                  {t('translations.remove')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label={t('translations.glossaryForm')}>
        <Stack gap={6}>
          <TextInput
            size="xs"
            label={t('translations.glossaryTerm')}
            required
            maxLength={100}
            value={form.term}
            error={termError}
            onChange={(event) => setForm({ ...form, term: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            label={t('translations.glossaryTranslation')}
            required
            maxLength={200}
            value={form.translation}
            onChange={(event) => setForm({ ...form, translation: event.currentTarget.value })}
          />
          <TextInput
            size="xs"
            label={t('translations.glossaryNote')}
            maxLength={500}
            value={form.note}
            onChange={(event) => setForm({ ...form, note: event.currentTarget.value })}
          />
          <Group gap="xs">
            <Button
              type="submit"
              size="xs"
              loading={add.isPending || update.isPending}
              disabled={!form.term.trim() || !form.translation.trim()}
            >
              {editing ? t('translations.glossarySave') : t('translations.glossaryAdd')}
            </Button>
            {editing ? (
              <Button size="xs" variant="subtle" onClick={reset}>
                {t('translations.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
