import { createClient, deleteClient, updateClient, type Client } from '@atrium/contract/time-tracking';
import { Alert, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { serverErrorView, type ServerErrorView } from '../activity/server-error.ts';
import { collectErrors, descriptionError, nameError } from './catalog-validation.ts';
import { CatalogFormActions } from './catalog-form-actions.tsx';
import { CATALOG_OPERATIONS } from './use-catalog.ts';

const FIELDS = { 'body.name': 'name', 'body.description': 'description' } as const;
const NONE: ServerErrorView = { conflict: null, fields: {}, other: null };

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
  const [name, setName] = useState(client?.name ?? '');
  const [description, setDescription] = useState(client?.description ?? '');
  const [archived, setArchived] = useState(client?.archived ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [server, setServer] = useState<ServerErrorView>(NONE);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState<'saveFailed' | 'deleteRefused'>('saveFailed');
  const options = { invalidates: CATALOG_OPERATIONS };
  const create = useOperationMutation(createClient, options);
  const update = useOperationMutation(updateClient, options);
  const remove = useOperationMutation(deleteClient, options);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = collectErrors({ name: nameError(name), description: descriptionError(description) });
    setErrors(found);
    setServer(NONE);
    if (Object.keys(found).length > 0) return;
    const body = { name: name.trim(), description: description.trim(), archived };
    try {
      if (client) await update.mutateAsync({ params: { clientId: client.clientId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ message: t('timeTracking.catalog.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setFailed('saveFailed');
      setServer(serverErrorView(error, FIELDS));
    }
  };

  const onDelete = async () => {
    if (!client) return;
    setServer(NONE);
    try {
      await remove.mutateAsync({ params: { clientId: client.clientId } });
      notifications.show({ message: t('timeTracking.catalog.deleted'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setConfirming(false);
      setFailed('deleteRefused');
      setServer(serverErrorView(error, FIELDS));
    }
  };

  const message = (field: 'name' | 'description') =>
    errors[field] ? t(`timeTracking.validation.${errors[field]}`) : server.fields[field];
  const refusal = server.conflict ?? server.other;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t(`timeTracking.catalog.${failed}`)}>
            {refusal}
          </Alert>
        ) : null}
        <TextInput
          label={t('timeTracking.catalog.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          error={message('name')}
          data-autofocus
        />
        <Textarea
          label={t('timeTracking.catalog.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          rows={3}
          error={message('description')}
        />
        <CatalogFormActions
          editing={Boolean(client)}
          archived={archived}
          onArchivedChange={setArchived}
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
