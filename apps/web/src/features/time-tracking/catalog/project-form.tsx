import {
  BUDGET_HOURS_MAX,
  createProject,
  deleteProject,
  PROJECT_COLOURS,
  projectBodySchema,
  updateProject,
  type Project,
} from '@atrium/contract/time-tracking';
import { Alert, ColorInput, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { CatalogFormActions } from './catalog-form-actions.tsx';
import { catalogRefusal, type CatalogRefusal } from './catalog-refusal.ts';
import { CATALOG_OPERATIONS, useClients } from './use-catalog.ts';

interface ProjectValues {
  clientId: string;
  name: string;
  colour: string;
  archived: boolean;
  /** Empty: no budget. */
  budgetHours: number | string;
}

/** The request body: an empty budget is no budget. */
const projectBody = (values: ProjectValues) => ({
  ...values,
  budgetHours: values.budgetHours === '' ? null : Number(values.budgetHours),
});

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
  const form = useForm<ProjectValues>({
    mode: 'controlled',
    initialValues: {
      clientId: project?.clientId ?? presetClientId ?? '',
      name: project?.name ?? '',
      colour: project?.colour ?? PROJECT_COLOURS[0],
      archived: project?.archived ?? false,
      budgetHours: project?.budgetHours ?? '',
    },
    validate: zodFormValidate(projectBodySchema, {
      t,
      toBody: projectBody,
      messages: {
        colour: t('timeTracking.validation.colour'),
        budgetHours: t('timeTracking.validation.budget', { max: BUDGET_HOURS_MAX }),
      },
    }),
  });
  const [refusal, setRefusal] = useState<CatalogRefusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const options = { invalidates: CATALOG_OPERATIONS };
  const create = useOperationMutation(createProject, options);
  const update = useOperationMutation(updateProject, options);
  const remove = useOperationMutation(deleteProject, options);

  const submit = async (values: ProjectValues) => {
    setRefusal(null);
    const body = projectBodySchema.parse(projectBody(values));
    try {
      if (project) await update.mutateAsync({ params: { projectId: project.projectId }, body });
      else await create.mutateAsync({ body });
      notifications.show({ message: t('timeTracking.catalog.saved'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setRefusal(catalogRefusal(t, form, error, 'saveFailed'));
    }
  };

  const onDelete = async () => {
    if (!project) return;
    setRefusal(null);
    try {
      await remove.mutateAsync({ params: { projectId: project.projectId } });
      notifications.show({ message: t('timeTracking.catalog.deleted'), color: 'green', autoClose: 1600 });
      onDone();
    } catch (error) {
      setConfirming(false);
      setRefusal(catalogRefusal(t, form, error, 'deleteRefused'));
    }
  };

  const clientId = form.values.clientId;
  const clientData = (clients.data ?? [])
    .filter((client) => !client.archived || client.clientId === clientId)
    .map((client) => ({ value: client.clientId, label: client.name }));
  const clientInput = form.getInputProps('clientId');

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" title={t(`timeTracking.catalog.${refusal.title}`)}>
            {refusal.message}
          </Alert>
        ) : null}
        <Select
          label={t('timeTracking.catalog.client')}
          data={clientData}
          searchable
          allowDeselect={false}
          required
          {...clientInput}
          value={clientId || null}
          onChange={(value) => form.setFieldValue('clientId', value ?? '')}
        />
        <TextInput
          label={t('timeTracking.catalog.name')}
          required
          maxLength={maxLengthOf(projectBodySchema.shape.name)}
          {...form.getInputProps('name')}
        />
        <ColorInput
          label={t('timeTracking.catalog.colour')}
          format="hex"
          swatches={[...PROJECT_COLOURS]}
          swatchesPerRow={8}
          withEyeDropper={false}
          {...form.getInputProps('colour')}
        />
        <NumberInput
          label={t('timeTracking.catalog.budgetHours')}
          description={t('timeTracking.catalog.budgetHint')}
          min={0}
          max={BUDGET_HOURS_MAX}
          decimalScale={1}
          allowNegative={false}
          {...form.getInputProps('budgetHours')}
        />
        <CatalogFormActions
          editing={Boolean(project)}
          archived={form.values.archived}
          onArchivedChange={(archived) => form.setFieldValue('archived', archived)}
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
