import {
  checkEntryValues,
  type DetailField,
  type DetailFile,
  type DetailValue,
} from '@atrium/contract/human-resources';
import type { StoredFile, UploadOperationDefinition } from '@atrium/contract/uploads';
import {
  Alert,
  Anchor,
  Checkbox,
  CloseButton,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { authorizedFetch } from '../../../api/client.ts';
import { Uploader } from '../../../ui/uploader/uploader.tsx';
import { saveApiFile } from '../../../ui/uploader/use-api-blob-url.ts';
import { countryOptions } from '../../../ui/country-options.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

type Values = Record<string, DetailValue>;
type FileInfo = Pick<DetailFile, 'fileId' | 'name' | 'url'>;

export interface EntryFormProps {
  fields: readonly DetailField[];
  initial?: { values: Values; files: readonly DetailFile[] };
  /** Where a file field's files go, with the ids the path needs. */
  upload: { operation: UploadOperationDefinition; fields: Record<string, string> };
  submitLabel: string;
  onSubmit: (values: Values) => Promise<void>;
  onCancel: () => void;
}

/**
 * One entry of a company section as a form, a control per field type; checked with the same rules
 * the server applies (`checkEntryValues`), and the server's refusal shown under its field.
 */
export function EntryForm({ fields, initial, upload, submitLabel, onSubmit, onCancel }: EntryFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Values>(initial?.values ?? {});
  const [files, setFiles] = useState<Record<string, FileInfo[]>>(() => {
    const byField: Record<string, FileInfo[]> = {};
    for (const file of initial?.files ?? []) byField[file.fieldId] = [...(byField[file.fieldId] ?? []), file];
    return byField;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (fieldId: string, value: DetailValue) =>
    setValues((current) => ({ ...current, [fieldId]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const all: Values = { ...values };
    for (const field of fields) {
      if (field.type === 'file') all[field.fieldId] = (files[field.fieldId] ?? []).map((file) => file.fileId);
    }
    const { issues } = checkEntryValues(fields, all);
    setErrors(Object.fromEntries(issues.map((issue) => [issue.fieldId, t(messageKey(issue.message))])));
    if (issues.length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(all);
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? error.fields.filter((field) => field.path.startsWith('body.values.'))
        : [];
      setErrors(
        Object.fromEntries(
          fieldErrors.map((field) => [field.path.slice('body.values.'.length), field.message]),
        ),
      );
      setFailure(t('hr.entries.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {fields.map((field) => {
          const common = {
            label: field.label,
            description: field.helpText ?? undefined,
            required: field.required,
            error: errors[field.fieldId],
          };
          const value = values[field.fieldId] ?? null;
          const text = typeof value === 'string' ? value : '';
          switch (field.type) {
            case 'long_text':
              return (
                <Textarea
                  key={field.fieldId}
                  {...common}
                  autosize
                  minRows={2}
                  value={text}
                  onChange={(e) => set(field.fieldId, e.currentTarget.value)}
                />
              );
            case 'number':
              return (
                <NumberInput
                  key={field.fieldId}
                  {...common}
                  value={typeof value === 'number' ? value : ''}
                  onChange={(next) => set(field.fieldId, typeof next === 'number' ? next : null)}
                />
              );
            case 'select':
              return (
                <Select
                  key={field.fieldId}
                  {...common}
                  data={field.options}
                  clearable
                  value={text || null}
                  onChange={(next) => set(field.fieldId, next)}
                />
              );
            case 'multi_select':
              return (
                <MultiSelect
                  key={field.fieldId}
                  {...common}
                  data={field.options}
                  value={Array.isArray(value) ? value : []}
                  onChange={(next) => set(field.fieldId, next)}
                />
              );
            case 'country':
              return (
                <Select
                  key={field.fieldId}
                  {...common}
                  data={countryOptions(i18n.language)}
                  searchable
                  clearable
                  value={text || null}
                  onChange={(next) => set(field.fieldId, next)}
                />
              );
            case 'yes_no':
              return (
                <Checkbox
                  key={field.fieldId}
                  label={field.label}
                  description={field.helpText ?? undefined}
                  error={errors[field.fieldId]}
                  checked={value === true}
                  onChange={(e) => set(field.fieldId, e.currentTarget.checked)}
                />
              );
            case 'file':
              return (
                <Input.Wrapper key={field.fieldId} {...common}>
                  <Stack gap={4} mt={4}>
                    {(files[field.fieldId] ?? []).map((file) => (
                      <Group key={file.fileId} gap="xs" wrap="nowrap">
                        {file.url ? (
                          <Anchor
                            component="button"
                            type="button"
                            fz="sm"
                            onClick={() => void saveApiFile(file.url, file.name, authorizedFetch)}
                          >
                            {file.name}
                          </Anchor>
                        ) : (
                          <Text fz="sm">{file.name}</Text>
                        )}
                        <CloseButton
                          size="sm"
                          aria-label={t('hr.entries.removeFile', { name: file.name })}
                          onClick={() =>
                            setFiles((current) => ({
                              ...current,
                              [field.fieldId]: (current[field.fieldId] ?? []).filter(
                                (f) => f.fileId !== file.fileId,
                              ),
                            }))
                          }
                        />
                      </Group>
                    ))}
                    <Uploader
                      operation={upload.operation}
                      fields={upload.fields}
                      fetch={authorizedFetch}
                      label={t('hr.entries.dropFile', { field: field.label })}
                      onUploaded={(stored: StoredFile) =>
                        setFiles((current) => ({
                          ...current,
                          [field.fieldId]: [
                            ...(current[field.fieldId] ?? []),
                            { fileId: stored.id, name: stored.name, url: '' },
                          ],
                        }))
                      }
                    />
                  </Stack>
                </Input.Wrapper>
              );
            default:
              return (
                <TextInput
                  key={field.fieldId}
                  {...common}
                  type={
                    field.type === 'date'
                      ? 'date'
                      : field.type === 'email'
                        ? 'email'
                        : field.type === 'phone'
                          ? 'tel'
                          : 'text'
                  }
                  value={text}
                  onChange={(e) => set(field.fieldId, e.currentTarget.value)}
                />
              );
          }
        })}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormFooter submitLabel={submitLabel} busy={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** The translation of a message of `checkEntryValues`. */
function messageKey(message: string): string {
  if (message === 'is required') return 'hr.entries.required';
  return 'hr.entries.invalid';
}
