import {
  CHAT_CONNECTOR_KINDS,
  CHAT_CONNECTOR_LANGUAGES,
  createChatConnector,
  createChatConnectorBodySchema,
  getChatConnectors,
  updateChatConnector,
  updateChatConnectorBodySchema,
  type ChatConnector,
  type ChatConnectorKind,
  type ChatConnectorLanguage,
} from '@atrium/contract/chat-connectors';
import { Alert, Checkbox, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';

const nameMax = maxLengthOf(createChatConnectorBodySchema.shape.name);
const urlMax = maxLengthOf(createChatConnectorBodySchema.shape.url);

interface ChatConnectorValues {
  name: string;
  kind: ChatConnectorKind;
  url: string;
  language: ChatConnectorLanguage;
  postDecisions: boolean;
  postDigest: boolean;
  digestTime: string;
  enabled: boolean;
}

const updateBody = ({ kind: _kind, url, ...values }: ChatConnectorValues) => ({
  ...values,
  ...(url.trim() === '' ? {} : { url: url.trim() }),
});
const createBody = ({ enabled: _enabled, ...values }: ChatConnectorValues) => ({
  ...values,
  url: values.url.trim(),
});

/** A new channel (no `connector`) or the settings of one; the stored address is never filled in. */
export function ChatConnectorForm({
  connector,
  onSaved,
  onCancel,
}: {
  connector: ChatConnector | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const editing = connector !== null;
  const form = useForm<ChatConnectorValues>({
    mode: 'controlled',
    initialValues: {
      name: connector?.name ?? '',
      kind: connector?.kind ?? 'slack',
      url: '',
      language: connector?.language ?? 'en',
      postDecisions: connector?.postDecisions ?? true,
      postDigest: connector?.postDigest ?? false,
      digestTime: connector?.digestTime ?? '08:00',
      enabled: connector?.enabled ?? true,
    },
    validate: editing
      ? zodFormValidate(updateChatConnectorBodySchema, { t, toBody: updateBody })
      : zodFormValidate(createChatConnectorBodySchema, { t, toBody: createBody }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useOperationMutation(createChatConnector, { invalidates: [getChatConnectors] });
  const update = useOperationMutation(updateChatConnector, { invalidates: [getChatConnectors] });

  const submit = async (values: ChatConnectorValues) => {
    setRefusal(null);
    try {
      if (connector) {
        await update.mutateAsync({
          params: { chatConnectorId: connector.chatConnectorId },
          body: updateBody(values),
        });
      } else {
        await create.mutateAsync({ body: createBody(values) });
      }
      onSaved();
    } catch (error) {
      const landed = applyServerFieldErrors(form, error);
      if (!landed) setRefusal(isApiError(error) ? error.message : t('chatConnectors.saveFailed'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t('chatConnectors.saveFailed')}>
            {refusal}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('chatConnectors.fields.name')}
            description={t('chatConnectors.fields.nameHint')}
            required
            maxLength={nameMax}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('chatConnectors.fields.kind')}
            required
            disabled={editing}
            allowDeselect={false}
            data={CHAT_CONNECTOR_KINDS.map((kind) => ({
              value: kind,
              label: t(`chatConnectors.kinds.${kind}`),
            }))}
            {...form.getInputProps('kind')}
          />
        </SimpleGrid>
        <TextInput
          label={t(editing ? 'chatConnectors.fields.newUrl' : 'chatConnectors.fields.url')}
          description={t(editing ? 'chatConnectors.fields.newUrlHint' : 'chatConnectors.fields.urlHint')}
          placeholder={connector?.maskedUrl ?? 'https://'}
          required={!editing}
          type="url"
          autoComplete="off"
          maxLength={urlMax}
          {...form.getInputProps('url')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('chatConnectors.fields.language')}
            required
            allowDeselect={false}
            data={CHAT_CONNECTOR_LANGUAGES.map((language) => ({
              value: language,
              label: t(`chatConnectors.languages.${language}`),
            }))}
            {...form.getInputProps('language')}
          />
          <TimeInput
            label={t('chatConnectors.fields.digestTime')}
            description={t('chatConnectors.fields.digestTimeHint')}
            disabled={!form.values.postDigest}
            {...form.getInputProps('digestTime')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('chatConnectors.fields.postDecisions')}
          {...form.getInputProps('postDecisions', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('chatConnectors.fields.postDigest')}
          {...form.getInputProps('postDigest', { type: 'checkbox' })}
        />
        {editing ? (
          <Switch
            label={t('chatConnectors.fields.enabled')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        ) : null}
        <FormFooter
          submitLabel={t('chatConnectors.save')}
          busy={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
