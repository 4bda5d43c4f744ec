import {
  clientBodySchema,
  createClient,
  deleteClient,
  updateClient,
  type Client,
} from '@atrium/contract/time-tracking';
import { Alert, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { CatalogFormActions } from './catalog-form-actions.tsx';
import { catalogRefusal, type CatalogRefusal } from './catalog-refusal.ts';
import { CATALOG_OPERATIONS } from './use-catalog.ts';

/** Add or change a client; archive or restore it; delete it when no time is recorded on it. */
export function ClientForm({
  client,
  onDone,
  onCancel,
}: {
  client?: Client;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: client?.name ?? '',
      description: client?.description ?? '',
      archived: client?.archived ?? false,
    },
    validate: zodFormValidate(clientBodySchema, { t }),
  });
  const [refusal, setRefusal] = useState<CatalogRefusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const options = { invalidates: CATALOG_OPERATIONS };
  const create = useOperationMutation(createClient, options);
  const update = useOperationMutation(updateClient, options);
  const remove = useOperationMutation(deleteClient, options);

  const submit = async (values: typeof form.values) => {
    setRefusal(null);
    const body = clientBodySchema.parse(values);
    try {
      if (client) await update.mutateAsync({ params: { clientId: client.clientId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ message: t('timeTracking.catalog.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setRefusal(catalogRefusal(t, form, error, 'saveFailed'));
    }
  };

  const onDelete = async () => {
    if (!client) return;
    setRefusal(null);
    try {
      await remove.mutateAsync({ params: { clientId: client.clientId } });
      notifications.show({ message: t('timeTracking.catalog.deleted'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setConfirming(false);
      setRefusal(catalogRefusal(t, form, error, 'deleteRefused'));
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t(`timeTracking.catalog.${refusal.title}`)}>
            {refusal.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('timeTracking.catalog.name')}
          required
          maxLength={maxLengthOf(clientBodySchema.shape.name)}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('timeTracking.catalog.description')}
          rows={3}
          maxLength={maxLengthOf(clientBodySchema.shape.description)}
          {...form.getInputProps('description')}
        />
        <CatalogFormActions
          editing={Boolean(client)}
          archived={form.values.archived}
          onArchivedChange={(archived) => form.setFieldValue('archived', archived)}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          confirmText={t('timeTracking.catalog.deleteClientConfirm')}
          deleting={remove.isPending}
          onDelete={() => void onDelete()}
          saving={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
