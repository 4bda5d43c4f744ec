import {
  DETAIL_FIELD_TYPES,
  detailSectionBodySchema,
  type DetailSectionBody,
  type DetailSectionDefinition,
} from '@atrium/contract/human-resources';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

export type SectionDraft = DetailSectionBody;
type FieldDraft = SectionDraft['fields'][number] & { key: string };

let counter = 0;
const newKey = () => `new-${++counter}`;

/** The editor of one section: its settings and its fields, in order. */
export function SectionForm({
  section,
  tabs,
  onSubmit,
  onCancel,
}: {
  section?: DetailSectionDefinition;
  tabs: readonly SectionDraft['tab'][];
  onSubmit: (draft: SectionDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(section?.name ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const [tab, setTab] = useState<SectionDraft['tab']>(section?.tab ?? 'other');
  const [repeatable, setRepeatable] = useState(section?.repeatable ?? false);
  const [specialCategory, setSpecialCategory] = useState(section?.specialCategory ?? false);
  const [fields, setFields] = useState<FieldDraft[]>(
    section?.fields.map((field) => ({ ...field, key: field.fieldId })) ?? [
      { key: newKey(), label: '', type: 'text', options: [], helpText: null, required: false },
    ],
  );
  const inUse = new Set(section?.fields.filter((field) => field.inUse).map((field) => field.fieldId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (key: string, patch: Partial<FieldDraft>) =>
    setFields((current) => current.map((field) => (field.key === key ? { ...field, ...patch } : field)));
  const move = (index: number, by: -1 | 1) =>
    setFields((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const draft: SectionDraft = {
      name,
      description: description.trim() === '' ? null : description,
      tab,
      repeatable,
      specialCategory,
      fields: fields.map(({ key: _key, ...field }) => ({
        ...field,
        options: field.type === 'select' || field.type === 'multi_select' ? (field.options ?? []) : [],
        helpText: field.helpText?.trim() ? field.helpText : null,
        expiry: field.type === 'date' && (field.expiry ?? false),
      })),
    };
    const parsed = detailSectionBodySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [`body.${issue.path.join('.')}`, issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      if (isApiError(error)) setErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.message])));
      setFailure(t('hr.editor.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('hr.editor.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors['body.name']}
          />
          <Select
            label={t('hr.editor.tab')}
            data={tabs.map((value) => ({ value, label: t(`hr.editor.tabs.${value}`) }))}
            value={tab}
            allowDeselect={false}
            onChange={(value) => value && setTab(value as SectionDraft['tab'])}
          />
        </SimpleGrid>
        <TextInput
          label={t('hr.editor.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group>
          <Checkbox
            label={t('hr.editor.repeatableLabel')}
            checked={repeatable}
            onChange={(e) => setRepeatable(e.currentTarget.checked)}
            error={errors['body.repeatable']}
          />
          <Checkbox
            label={t('hr.editor.specialCategoryLabel')}
            checked={specialCategory}
            onChange={(e) => setSpecialCategory(e.currentTarget.checked)}
          />
        </Group>
        <Text fw={600}>{t('hr.editor.fields')}</Text>
        {errors['body.fields'] ? (
          <Text c="red.8" fz="sm">
            {errors['body.fields']}
          </Text>
        ) : null}
        {fields.map((field, index) => {
          const at = (part: string) => errors[`body.fields.${index}.${part}`];
          const choice = field.type === 'select' || field.type === 'multi_select';
          const locked = field.fieldId !== undefined && inUse.has(field.fieldId);
          return (
            <Paper
              key={field.key}
              withBorder
              p="sm"
              radius="md"
              aria-label={t('hr.editor.fieldN', { n: index + 1 })}
            >
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    flex={2}
                    label={t('hr.editor.label')}
                    required
                    value={field.label}
                    onChange={(e) => change(field.key, { label: e.currentTarget.value })}
                    error={at('label')}
                  />
                  <Select
                    flex={1}
                    label={t('hr.editor.type')}
                    data={DETAIL_FIELD_TYPES.map((value) => ({
                      value,
                      label: t(`hr.editor.types.${value}`),
                    }))}
                    value={field.type}
                    allowDeselect={false}
                    disabled={locked}
                    description={locked ? t('hr.editor.typeLocked') : undefined}
                    onChange={(value) => value && change(field.key, { type: value as FieldDraft['type'] })}
                    error={at('type')}
                  />
                  <Group gap={2} wrap="nowrap" pb={4}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('hr.editor.fieldUp', { n: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('hr.editor.fieldDown', { n: index + 1 })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      c="red.9"
                      aria-label={t('hr.editor.fieldRemove', { n: index + 1 })}
                      onClick={() => setFields((current) => current.filter((f) => f.key !== field.key))}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Group>
                {choice ? (
                  <TagsInput
                    label={t('hr.editor.options')}
                    description={t('hr.editor.optionsHelp')}
                    value={field.options ?? []}
                    onChange={(options) => change(field.key, { options })}
                    error={at('options')}
                  />
                ) : null}
                <Group align="flex-end">
                  <TextInput
                    flex={1}
                    label={t('hr.editor.helpText')}
                    value={field.helpText ?? ''}
                    onChange={(e) => change(field.key, { helpText: e.currentTarget.value })}
                  />
                  <Checkbox
                    pb={8}
                    label={t('hr.editor.required')}
                    checked={field.required ?? false}
                    onChange={(e) => change(field.key, { required: e.currentTarget.checked })}
                  />
                  {field.type === 'date' ? (
                    <Checkbox
                      pb={8}
                      label={t('hr.editor.expiry')}
                      checked={field.expiry ?? false}
                      onChange={(e) => change(field.key, { expiry: e.currentTarget.checked })}
                      error={at('expiry') ? t('hr.editor.expiryOnce') : undefined}
                    />
                  ) : null}
                </Group>
              </Stack>
            </Paper>
          );
        })}
        <Button
          variant="light"
          onClick={() =>
            setFields((current) => [
              ...current,
              { key: newKey(), label: '', type: 'text', options: [], helpText: null, required: false },
            ])
          }
        >
          {t('hr.editor.addField')}
        </Button>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormFooter submitLabel={t('hr.editor.save')} busy={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
