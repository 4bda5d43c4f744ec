import type {
  GlossaryTerm,
  TranslationKeyRow,
  TranslationText,
  TranslatorLanguage,
} from '@atrium/contract/translations';
import { Badge, Button, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { glossaryTermsIn } from './glossary-match.ts';
import { KeyEditor } from './key-editor.tsx';

const STATE_COLOURS: Record<TranslationKeyRow['state'], string> = {
  untranslated: 'gray',
  translated: 'blue',
  reviewed: 'green',
  outdated: 'orange',
};

/**
 * One interface key: its English, its value in the language (pressed to edit it in place, with
 * the glossary terms its English contains), its state and, for a reviewer, Accept.
 */
export function KeyRow({
  row,
  language,
  glossary,
  editing,
  saving,
  canReview,
  reviewing,
  onEdit,
  onSave,
  onCancel,
  onAccept,
}: {
  row: TranslationKeyRow;
  language: TranslatorLanguage['languageIsoCode'];
  glossary: readonly GlossaryTerm[];
  editing: boolean;
  saving: boolean;
  canReview: boolean;
  reviewing: boolean;
  onEdit: () => void;
  onSave: (value: TranslationText, next: boolean) => void;
  onCancel: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
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
        {editing ? (
          <KeyEditor
            row={row}
            language={language}
            glossary={glossaryTermsIn([row.source, ...Object.values(row.sourcePlural ?? {})], glossary)}
            saving={saving}
            onSave={onSave}
            onCancel={onCancel}
          />
        ) : (
          <UnstyledButton w="100%" onClick={onEdit}>
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
          {canReview && (row.state === 'translated' || row.state === 'outdated') ? (
            <Button size="compact-xs" variant="light" color="green" loading={reviewing} onClick={onAccept}>
              {t('translations.accept')}
            </Button>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
