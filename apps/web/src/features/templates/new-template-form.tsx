import { SUPPORTED_LANGUAGES } from '@atrium/contract/locale';
import {
  createTemplate,
  getTemplates,
  templateNameSchema,
  uploadNewTemplateFile,
  type TemplateDetail,
} from '@atrium/contract/templates';
import { Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { authorizedFetch } from '../../api/client.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { Uploader } from '../../ui/uploader/uploader.tsx';
import { showDone, showFailed } from '../../ui/feedback.ts';
import { useTemplateKind } from './template-kind.ts';

const NAME_MAX = maxLengthOf(templateNameSchema);

/** A new template: its name and language, and the file uploaded through the create path. */
export function NewTemplateForm({ onCreated }: { onCreated: (template: TemplateDetail) => void }) {
  const { t, i18n } = useTranslation();
  const { kind } = useTemplateKind();
  const create = useOperationMutation(createTemplate, { invalidates: [getTemplates] });
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      language: (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en',
      fileId: '',
      fileName: '',
      kind,
    },
    validate: zodFormValidate(createTemplate.request.body, {
      t,
      messages: { fileId: t('templates.editor.file') },
    }),
  });

  async function submit(values: typeof form.values) {
    try {
      const created = await create.mutateAsync({
        body: {
          fileId: values.fileId,
          name: values.name,
          kind,
          language: values.language as (typeof SUPPORTED_LANGUAGES)[number],
        },
      });
      showDone(t('templates.editor.created', { name: created.name }));
      onCreated(created);
    } catch (error) {
      if (!applyServerFieldErrors(form, error)) showFailed(t('templates.editor.createFailed'), error);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <Title order={4} data-screen="template-builder-update">
          {t('templates.editor.newTitle')}
        </Title>
        <TextInput
          label={t('templates.editor.name')}
          required
          maxLength={NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('templates.editor.language')}
          description={t('templates.editor.languageHint')}
          data={SUPPORTED_LANGUAGES.map((language) => ({
            value: language,
            label: t(`languages.${language}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('templates.editor.file')}
          </Text>
          <Uploader
            fetch={authorizedFetch}
            operation={uploadNewTemplateFile}
            onUploaded={(file) => {
              form.setFieldValue('fileId', file.id);
              form.setFieldValue('fileName', file.name);
              if (!form.values.name) form.setFieldValue('name', file.name.replace(/\.docx$/i, ''));
            }}
          />
          {form.values.fileName ? (
            <Text size="sm" c="teal.9">
              {t('templates.editor.fileChosen', { name: form.values.fileName })}
            </Text>
          ) : null}
          {form.errors.fileId ? (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.fileId}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" loading={create.isPending} disabled={!form.values.fileId}>
          {t('templates.editor.create')}
        </Button>
      </Stack>
    </form>
  );
}
