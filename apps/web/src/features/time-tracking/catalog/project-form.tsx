import {
  createProject,
  deleteProject,
  PROJECT_COLOURS,
  updateProject,
  type Project,
} from '@atrium/contract/time-tracking';
import { Alert, ColorInput, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { serverErrorView, type ServerErrorView } from '../activity/server-error.ts';
import { budgetError, collectErrors, colourError, nameError } from './catalog-validation.ts';
import { CatalogFormActions } from './catalog-form-actions.tsx';
import { CATALOG_OPERATIONS, useClients } from './use-catalog.ts';

const FIELDS = {
  'body.name': 'name',
  'body.clientId': 'clientId',
  'body.colour': 'colour',
  'body.budgetHours': 'budgetHours',
} as const;
const NONE: ServerErrorView = { conflict: null, fields: {}, other: null };

/** Add or change a project: client, name, colour, optional budget in hours; archive; delete when unused. */
export function ProjectForm({
  project,
  clientId: presetClientId,
  onDone,
  onCancel,
}: {
  project?: Project;
  clientId?: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const clients = useClients(true);
  const [clientId, setClientId] = useState(project?.clientId ?? presetClientId ?? '');
  const [name, setName] = useState(project?.name ?? '');
  const [colour, setColour] = useState(project?.colour ?? PROJECT_COLOURS[0]);
  const [budget, setBudget] = useState<number | string>(project?.budgetHours ?? '');
  const [archived, setArchived] = useState(project?.archived ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [server, setServer] = useState<ServerErrorView>(NONE);
  const [failed, setFailed] = useState<'saveFailed' | 'deleteRefused'>('saveFailed');
  const [confirming, setConfirming] = useState(false);
  const options = { invalidates: CATALOG_OPERATIONS };
  const create = useOperationMutation(createProject, options);
  const update = useOperationMutation(updateProject, options);
  const remove = useOperationMutation(deleteProject, options);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = collectErrors({
      clientId: clientId ? null : 'required',
      name: nameError(name),
      colour: colourError(colour),
      budgetHours: budgetError(budget),
    });
    setErrors(found);
    setServer(NONE);
    if (Object.keys(found).length > 0) return;
    const body = {
      clientId,
      name: name.trim(),
      colour,
      archived,
      budgetHours: budget === '' ? null : Number(budget),
    };
    try {
      if (project) await update.mutateAsync({ params: { projectId: project.projectId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ message: t('timeTracking.catalog.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setFailed('saveFailed');
      setServer(serverErrorView(error, FIELDS));
    }
  };

  const onDelete = async () => {
    if (!project) return;
    setServer(NONE);
    try {
      await remove.mutateAsync({ params: { projectId: project.projectId } });
      notifications.show({ message: t('timeTracking.catalog.deleted'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setConfirming(false);
      setFailed('deleteRefused');
      setServer(serverErrorView(error, FIELDS));
    }
  };

  const message = (field: keyof typeof errors & string) =>
    errors[field] ? t(`timeTracking.validation.${errors[field]}`) : server.fields[field];
  const refusal = server.conflict ?? server.other;
  const clientData = (clients.data ?? [])
    .filter((client) => !client.archived || client.clientId === clientId)
    .map((client) => ({ value: client.clientId, label: client.name }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t(`timeTracking.catalog.${failed}`)}>
            {refusal}
          </Alert>
        ) : null}
        <Select
          label={t('timeTracking.catalog.client')}
          data={clientData}
          value={clientId || null}
          onChange={(value) => setClientId(value ?? '')}
          searchable
          allowDeselect={false}
          required
          error={message('clientId')}
        />
        <TextInput
          label={t('timeTracking.catalog.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          error={message('name')}
        />
        <ColorInput
          label={t('timeTracking.catalog.colour')}
          value={colour}
          onChange={setColour}
          format="hex"
          swatches={[...PROJECT_COLOURS]}
          swatchesPerRow={8}
          withEyeDropper={false}
          error={message('colour')}
        />
        <NumberInput
          label={t('timeTracking.catalog.budgetHours')}
          description={t('timeTracking.catalog.budgetHint')}
          value={budget}
          onChange={setBudget}
          min={0}
          max={100_000}
          decimalScale={1}
          allowNegative={false}
          error={message('budgetHours')}
        />
        <CatalogFormActions
          editing={Boolean(project)}
          archived={archived}
          onArchivedChange={setArchived}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          confirmText={t('timeTracking.catalog.deleteProjectConfirm')}
          deleting={remove.isPending}
          onDelete={() => void onDelete()}
          saving={create.isPending || update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
