import {
  type GlossaryTerm,
  markupProblems,
  placeholderProblems,
  placeholdersOf,
  pluralCategoryOf,
  type TranslationKeyRow,
  type TranslationText,
} from '@atrium/contract/translations';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** Sample counts shown for each plural category of a language (mk: 1, 21, 101 → one). */
function examplesOf(language: string, category: string): string {
  return [0, 1, 2, 3, 5, 11, 21, 31, 101, 102]
    .filter((count) => pluralCategoryOf(language, count) === category)
    .slice(0, 4)
    .join(', ');
}

/** The text with its placeholders filled with sample values, as a reader would see it. */
function preview(text: string, count: number): string {
  return text.replace(/\{\{\s*([A-Za-z_][\w.]*)\s*(?:,[^}]*)?\}\}/g, (_, name: string) =>
    name === 'count' ? String(count) : `‹${name}›`,
  );
}

/** The tags of a text its English lacks: the server refuses them, so the editor does first. */
function markupOf(row: TranslationKeyRow, text: string): string[] {
  return markupProblems([row.source, ...Object.values(row.sourcePlural ?? {})].join('\n'), text);
}

function problemsOf(row: TranslationKeyRow, text: string, t: TFunction, plural: boolean) {
  const { missing, unknown } = placeholderProblems(row.source, text);
  return [
    ...markupOf(row, text).map((tag) => t('translations.markupUnknown', { tag })),
    ...missing
      .filter((name) => !(plural && name === 'count'))
      .map((name) => t('translations.placeholderMissing', { name: `{{${name}}}` })),
    ...unknown.map((name) => t('translations.placeholderUnknown', { name: `{{${name}}}` })),
  ];
}

/**
 * Edits one key: a text, or one text per plural category of the language, checked against the
 * English placeholders while typing. Ctrl+Enter saves and moves on, Escape cancels. A field with a
 * tag its English lacks says so under it and the value is not sent: texts are shown as written,
 * never as markup (decision 079).
 */
export function KeyEditor({
  row,
  language,
  saving,
  onSave,
  onCancel,
  glossary = [],
}: {
  row: TranslationKeyRow;
  language: string;
  /** The glossary terms the English of this key contains. */
  glossary?: readonly GlossaryTerm[];
  saving: boolean;
  onSave: (value: TranslationText, next: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const plural = row.pluralCategories.length > 0;
  const initial: Record<string, string> = plural
    ? Object.fromEntries(
        row.pluralCategories.map((category) => [
          category,
          typeof row.value === 'object' && row.value ? (row.value[category] ?? '') : '',
        ]),
      )
    : { text: typeof row.value === 'string' ? row.value : '' };
  const [forms, setForms] = useState(initial);
  const value: TranslationText = plural ? forms : (forms.text ?? '');
  const fields = plural ? row.pluralCategories : ['text'];
  const refused = fields.some((field) => markupOf(row, forms[field] ?? '').length > 0);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!refused) onSave(value, true);
    }
  };
  return (
    <Stack gap="xs" onKeyDown={onKeyDown}>
      {glossary.length > 0 ? (
        <Stack gap={2} aria-label={t('translations.glossaryInText')} role="group">
          <Text size="xs" fw={600}>
            {t('translations.glossaryInText')}
          </Text>
          {glossary.map((term) => (
            <Text key={term.id} size="xs">
              {term.term} → <strong>{term.translation}</strong>
              {term.note ? ` · ${term.note}` : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
      {row.args.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('translations.placeholders', { names: row.args.map((name) => `{{${name}}}`).join(', ') })}
        </Text>
      ) : null}
      {fields.map((field, index) => {
        const text = forms[field] ?? '';
        const source = plural ? (row.sourcePlural?.[field] ?? row.source) : row.source;
        const problems = problemsOf(row, text, t, plural);
        const sample = plural ? Number(examplesOf(language, field).split(', ')[0]) || 1 : 3;
        return (
          <Stack key={field} gap={4}>
            <Textarea
              label={
                plural ? t('translations.pluralForm', { category: field }) : t('translations.columns.value')
              }
              description={
                plural ? t('translations.pluralHint', { examples: examplesOf(language, field) }) : undefined
              }
              placeholder={source}
              rows={2}
              maxLength={4000}
              data-autofocus={index === 0 ? true : undefined}
              autoFocus={index === 0}
              value={text}
              error={text && problems.length > 0 ? problems.join(' · ') : undefined}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setForms((current) => ({ ...current, [field]: next }));
              }}
            />
            {text && placeholdersOf(text).length > 0 ? (
              <Text size="xs" c="dimmed">
                {t('translations.preview', { text: preview(text, sample) })}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      <Group gap="xs">
        <Button size="xs" loading={saving} disabled={refused} onClick={() => onSave(value, false)}>
          {t('translations.save')}
        </Button>
        <Button
          size="xs"
          variant="light"
          loading={saving}
          disabled={refused}
          onClick={() => onSave(value, true)}
        >
          {t('translations.saveAndNext')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          {t('translations.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
