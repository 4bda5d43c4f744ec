import { createWebhook, getWebhooks, updateWebhook } from '@atrium/contract/addresses';
import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  type CreatedWebhook,
  type Webhook,
  type WebhookEvent,
} from '@atrium/contract/webhooks';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { FormFooter } from '../../ui/forms/form-footer.tsx';
import { issueText } from '../../ui/forms/issue-text.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import type { SchemaIssue } from '../../ui/forms/schema-issue.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';
import { WebhookEventsPicker } from './webhook-events-picker.tsx';

const nameMax = maxLengthOf(createWebhookBodySchema.shape.name);
const urlMax = maxLengthOf(createWebhookBodySchema.shape.url);

interface WebhookValues {
  name: string;
  url: string;
  events: WebhookEvent[];
}

export interface WebhookFormProps {
  /** The endpoint to edit; a new one is registered without it. */
  webhook?: Webhook;
  /** A new endpoint's answer, the one that carries its secret. */
  onCreated: (created: CreatedWebhook) => void;
  onDone: () => void;
}

/**
 * Name, https address and events of an endpoint. Its address is chosen once: a new address is a
 * new endpoint, with a secret of its own (docs/product/integrations.md#webhooks).
 */
export function WebhookForm({ webhook, onCreated, onDone }: WebhookFormProps) {
  const { t } = useTranslation();
  const editing = webhook !== undefined;
  const urlText = (issue: SchemaIssue) =>
    issue.code === 'invalid_format' && issue.input !== ''
      ? t('webhooks.fields.urlHttps')
      : issueText(t, issue);
  const form = useForm<WebhookValues>({
    mode: 'controlled',
    initialValues: { name: webhook?.name ?? '', url: webhook?.url ?? '', events: webhook?.events ?? [] },
    validate: editing
      ? zodFormValidate<WebhookValues>(updateWebhookBodySchema, {
          t,
          toBody: (values) => ({ name: values.name, events: values.events, enabled: webhook.enabled }),
          messages: { events: t('webhooks.fields.eventsRequired') },
        })
      : zodFormValidate<WebhookValues>(createWebhookBodySchema, {
          t,
          messages: { url: urlText, events: t('webhooks.fields.eventsRequired') },
        }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useOperationMutation(createWebhook, { invalidates: [getWebhooks] });
  const update = useOperationMutation(updateWebhook, { invalidates: [getWebhooks] });

  const submit = async (values: WebhookValues) => {
    setRefusal(null);
    try {
      if (webhook) {
        await update.mutateAsync({
          params: { webhookId: webhook.webhookId },
          body: { name: values.name, events: values.events, enabled: webhook.enabled },
        });
        notifications.show({ message: t('webhooks.saved'), color: 'green', autoClose: 1600 });
        onDone();
      } else {
        onCreated(await create.mutateAsync({ body: values }));
      }
    } catch (error) {
      // The one address refusal the schema cannot see: a machine the server will not call.
      const landed = applyServerFieldErrors(form, error, {
        messages: { url: t('webhooks.fields.urlRefused') },
      });
      if (!landed) setRefusal(isApiError(error) ? error.message : t('webhooks.saveFailed'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        {refusal ? (
          <Alert
            color="red"
            role="alert"
            title={t(editing ? 'webhooks.saveFailed' : 'webhooks.createFailed')}
          >
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label={t('webhooks.fields.name')}
          description={t('webhooks.fields.nameHint')}
          required
          maxLength={nameMax}
          {...form.getInputProps('name')}
        />
        {editing ? (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('webhooks.fields.url')}
            </Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Text>
          </Stack>
        ) : (
          <TextInput
            label={t('webhooks.fields.url')}
            description={t('webhooks.fields.urlHint')}
            placeholder="https://"
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            maxLength={urlMax}
            {...form.getInputProps('url')}
          />
        )}
        <WebhookEventsPicker
          value={form.getValues().events}
          onChange={(events) => form.setFieldValue('events', events)}
          error={form.errors['events']}
        />
        <FormFooter
          submitLabel={t(editing ? 'webhooks.save' : 'webhooks.register')}
          busy={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
