import { fileSizeText } from '@atrium/contract/format';
import { SUPPORTED_LANGUAGES } from '@atrium/contract/locale';
import {
  getTemplate,
  getTemplates,
  updateTemplate,
  uploadTemplateVersion,
  type TemplateDetail,
} from '@atrium/contract/templates';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authorizedFetch } from '../../api/client.ts';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { Uploader } from '../../ui/uploader/uploader.tsx';
import { saveApiFile } from '../../ui/uploader/use-api-blob-url.ts';
import { showDone, showFailed } from '../../ui/feedback.ts';
import { GeneratePanel } from './generate-panel.tsx';
import { NewTemplateForm } from './new-template-form.tsx';
import { useTemplateKind } from './template-kind.ts';
import { TemplateReportView } from './template-report-view.tsx';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

function Details({ template }: { template: TemplateDetail }) {
  const { t } = useTranslation();
  const [name, setName] = useState(template.name);
  const [language, setLanguage] = useState<Language>(template.language);
  const save = useOperationMutation(updateTemplate, { invalidates: [getTemplates, getTemplate] });
  const changed = name.trim() !== template.name || language !== template.language;
  async function submit() {
    try {
      await save.mutateAsync({
        body: { companyUserTemplateId: template.companyUserTemplateId, name, language },
      });
      showDone(t('templates.editor.saved'));
    } catch (error) {
      showFailed(t('templates.editor.saveFailed'), error);
    }
  }
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label={t('templates.editor.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        style={{ flex: '1 1 12rem' }}
      />
      <Select
        label={t('templates.editor.language')}
        data={SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        value={language}
        onChange={(value) => value && setLanguage(value as Language)}
        allowDeselect={false}
        w={160}
      />
      <Button
        variant="default"
        disabled={!changed || !name.trim()}
        loading={save.isPending}
        onClick={() => void submit()}
      >
        {t('templates.editor.save')}
      </Button>
    </Group>
  );
}

function Versions({ template }: { template: TemplateDetail }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  async function download(url: string, name: string) {
    try {
      await saveApiFile(url, name, authorizedFetch);
    } catch (error) {
      showFailed(t('templates.editor.downloadFailed'), error);
    }
  }
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('templates.editor.versions')}
      </Text>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {template.versions.map((version) => (
            <Table.Tr key={version.versionId}>
              <Table.Td>
                <Text size="sm">
                  {t('templates.editor.versionLine', {
                    version: version.version,
                    date: format.dateTime(version.createdAt),
                    name: version.fileName,
                  })}
                </Text>
                <Text size="xs" c="dark.5">
                  {fileSizeText(version.size, i18n.language)}
                  {version.createdBy ? ` · ${t('templates.editor.by', { name: version.createdBy })}` : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('templates.editor.downloadVersion', { version: version.version })}
                  onClick={() => void download(version.url, version.fileName)}
                >
                  {t('templates.editor.download')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Editor({ id }: { id: string }) {
  const { t } = useTranslation();
  const { base } = useTemplateKind();
  const queryClient = useQueryClient();
  const template = useOperationQuery(getTemplate, { query: { companyUserTemplateId: id } });
  if (template.isPending) return <Loader size="sm" />;
  if (template.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red">
          {template.error.status === 404 ? t('templates.editor.notFound') : t('templates.loadFailed')}
        </Alert>
        <Button component={Link} to={base} variant="default">
          {t('templates.editor.back')}
        </Button>
      </Stack>
    );
  }
  const detail = template.data;
  const newest = detail.versions[0];
  return (
    <Stack gap="md">
      <Title order={4} data-screen="template-builder-update">
        {detail.name}
      </Title>
      <Details key={`${detail.name}/${detail.language}`} template={detail} />
      {newest ? <TemplateReportView report={newest.report} version={newest.version} /> : null}
      <Divider />
      <GeneratePanel template={detail} />
      <Divider />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('templates.editor.newVersion')}
        </Text>
        <Text size="xs" c="dark.5">
          {t('templates.editor.newVersionHint')}
        </Text>
        <Uploader
          fetch={authorizedFetch}
          operation={uploadTemplateVersion}
          fields={{ companyUserTemplateId: detail.companyUserTemplateId }}
          onUploaded={() => {
            showDone(t('templates.editor.versionAdded', { version: detail.version + 1 }));
            void queryClient.invalidateQueries({ queryKey: operationKey(getTemplate) });
            void queryClient.invalidateQueries({ queryKey: operationKey(getTemplates) });
          }}
        />
      </Stack>
      <Versions template={detail} />
    </Stack>
  );
}

/**
 * The template editor (template-builder/template-update): a new template without `?template=`,
 * else the template with its check report, generation, a new version and the versions.
 */
export function TemplateBuilderUpdateScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('template');
  if (!id)
    return (
      <NewTemplateForm onCreated={(created) => void navigate(`?template=${created.companyUserTemplateId}`)} />
    );
  return <Editor key={id} id={id} />;
}
