import { Alert, Button, Checkbox, Grid, Group, Select, Stack, Textarea, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionTypes, useProjects } from '../catalog/use-catalog.ts';
import { isDayDisabled } from '../day/day-navigation.ts';
import { TimeField } from '../ui/time-field.tsx';
import {
  SERVER_FIELDS,
  validateActivity,
  type ActivityErrors,
  type ActivityFormValues,
} from './activity-form-values.ts';
import { actionTypeOptions, projectOptions } from './project-options.ts';
import { serverErrorView, type ServerErrorView } from './server-error.ts';

export interface ActivityFormProps {
  initial: ActivityFormValues;
  /** Saves; a thrown ApiError is shown (409 above the form, 400 under the fields). */
  onSubmit: (values: ActivityFormValues) => Promise<void>;
  submitLabel: string;
  /** The running timer: the end may stay empty. */
  running?: boolean;
  /** One row for the home screen's quick add. */
  compact?: boolean;
  /** Keep showing an archived project or action type the activity already has. */
  keep?: {
    project: { projectId: string; name: string; clientName: string };
    actionType: { actionTypeId: string; name: string };
  };
  /** Buttons beside Save (Cancel, Delete). */
  extra?: ReactNode;
  /** Clear description and times after a successful save (quick add). */
  resetAfterSave?: (saved: ActivityFormValues) => ActivityFormValues;
}

const EMPTY: ServerErrorView = { conflict: null, fields: {}, other: null };

export function ActivityForm({
  initial,
  onSubmit,
  submitLabel,
  running = false,
  compact = false,
  keep,
  extra,
  resetAfterSave,
}: ActivityFormProps) {
  const { t } = useTranslation();
  const projects = useProjects();
  const actionTypes = useActionTypes();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ActivityErrors>({});
  const [server, setServer] = useState<ServerErrorView>(EMPTY);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof ActivityFormValues>(key: K, value: ActivityFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const message = (key: keyof ActivityFormValues) =>
    errors[key] ? t(`timeTracking.validation.${errors[key]}`) : server.fields[key];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateActivity(values, { running });
    setErrors(found);
    setServer(EMPTY);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
      if (resetAfterSave) setValues(resetAfterSave(values));
    } catch (error) {
      setServer(serverErrorView(error, SERVER_FIELDS));
    } finally {
      setSaving(false);
    }
  };

  const projectData = projectOptions(projects.data ?? [], keep?.project);
  const noProjects = projects.isSuccess && projectData.length === 0;
  const span = compact ? { base: 12, sm: 6, lg: 3 } : { base: 12, sm: 6 };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {server.conflict ? (
          <Alert
            color="red"
            role="alert"
            title={t('timeTracking.activity.overlapTitle')}
            data-testid="overlap"
          >
            {server.conflict}
          </Alert>
        ) : null}
        {server.other ? (
          <Alert color="red" role="alert" title={t('timeTracking.activity.saveFailed')}>
            {server.other}
          </Alert>
        ) : null}
        {noProjects ? (
          <Text c="dimmed" fz="sm">
            {t('timeTracking.activity.noProjects')}
          </Text>
        ) : null}
        <Grid gap="sm">
          <Grid.Col span={span}>
            <Select
              label={t('timeTracking.activity.project')}
              data={projectData}
              value={values.projectId || null}
              onChange={(value) => set('projectId', value ?? '')}
              searchable
              allowDeselect={false}
              required
              error={message('projectId')}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={span}>
            <Select
              label={t('timeTracking.activity.actionType')}
              data={actionTypeOptions(actionTypes.data ?? [], keep?.actionType)}
              value={values.actionTypeId || null}
              onChange={(value) => set('actionTypeId', value ?? '')}
              searchable
              allowDeselect={false}
              required
              error={message('actionTypeId')}
            />
          </Grid.Col>
          {compact ? null : (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DatePickerInput
                label={t('timeTracking.activity.date')}
                value={values.date}
                onChange={(value) => value && set('date', value)}
                excludeDate={(date) => isDayDisabled(date)}
                highlightToday
                required
                error={message('date')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={compact ? { base: 6, lg: 3 } : { base: 6, sm: 4 }}>
            <TimeField
              label={t('timeTracking.activity.start')}
              value={values.start}
              onChange={(value) => set('start', value)}
              required
              error={message('start')}
            />
          </Grid.Col>
          <Grid.Col span={compact ? { base: 6, lg: 3 } : { base: 6, sm: 4 }}>
            <TimeField
              label={running ? t('timeTracking.activity.endRunning') : t('timeTracking.activity.end')}
              value={values.end}
              onChange={(value) => set('end', value)}
              required={!running}
              clearable={running}
              error={message('end')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={t('timeTracking.activity.description')}
          placeholder={t('timeTracking.activity.descriptionPlaceholder')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          rows={compact ? 1 : 3}
          error={message('description')}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('timeTracking.activity.billable')}
            checked={values.billable}
            onChange={(event) => set('billable', event.currentTarget.checked)}
          />
          <Group gap="sm">
            {extra}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
