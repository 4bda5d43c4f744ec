import { getCurrentUserTimelineOnDate, startTimerBodySchema } from '@atrium/contract/time-tracking';
import { Alert, Button, Checkbox, Grid, Group, Select, Stack, Textarea, Text } from '@mantine/core';
import { wallClockDate } from '@atrium/contract/dates';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionTypes, useProjects } from '../catalog/use-catalog.ts';
import { isDayDisabled } from '../../../ui/dates/day-navigation.ts';
import { TimeField } from '../ui/time-field.tsx';
import { SERVER_FIELDS, validateActivityTimes, type ActivityFormValues } from './activity-form-values.ts';
import { actionTypeOptions, projectOptions } from './project-options.ts';
import { isApiError } from '../../../api/api-error.ts';
import { callOperation } from '../../../api/client.ts';
import { useMemberTimeZone } from '../../../auth/member-time-zone.ts';
import { useDatePickerFormat, useDateFormat } from '../../../ui/dates/date-format.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { overlapText } from './overlap-text.ts';

export interface ActivityFormProps {
  initial: ActivityFormValues;
  /** The activity being edited: it never clashes with itself. */
  activityId?: number;
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

/** A refused save that no field explains: an overlap, or anything else. */
interface Refusal {
  kind: 'overlap' | 'other';
  message: string;
}

/** Project, action type, description and billable are the contract's start-timer body. */
const fieldsSchema = startTimerBodySchema;

export function ActivityForm({
  initial,
  activityId,
  onSubmit,
  submitLabel,
  running = false,
  compact = false,
  keep,
  extra,
  resetAfterSave,
}: ActivityFormProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const timeZone = useMemberTimeZone();
  const picker = useDatePickerFormat();
  const projects = useProjects();
  const actionTypes = useActionTypes();
  const validateFields = zodFormValidate<ActivityFormValues>(fieldsSchema, { t });
  const form = useForm<ActivityFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => {
      const times = validateActivityTimes(values, { running, timeZone });
      const timeErrors = Object.fromEntries(
        Object.entries(times).map(([field, key]) => [field, t(`timeTracking.validation.${key}`)]),
      );
      return { ...validateFields(values), ...timeErrors };
    },
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: ActivityFormValues) => {
    setRefusal(null);
    setSaving(true);
    try {
      await onSubmit(values);
      if (resetAfterSave) form.setValues(resetAfterSave(values));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Shown once, in local time when the clash is found, so the server's UTC wording never flashes.
        const local = await overlapText(
          values,
          activityId,
          (date) => callOperation(getCurrentUserTimelineOnDate, { query: { date } }),
          t,
          dates,
          timeZone,
        ).catch(() => null);
        setRefusal({ kind: 'overlap', message: local ?? error.message });
      } else if (!applyServerFieldErrors(form, error, { fields: SERVER_FIELDS })) {
        setRefusal({ kind: 'other', message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      setSaving(false);
    }
  };
  const values = form.values;
  const errorOf = (field: keyof ActivityFormValues) => form.errors[field] as string | undefined;

  const projectData = projectOptions(projects.data ?? [], keep?.project);
  const noProjects = projects.isSuccess && projectData.length === 0;
  const span = compact ? { base: 12, sm: 6, lg: 3 } : { base: 12, sm: 6 };

  return (
    <form onSubmit={form.onSubmit((next) => void submit(next))} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {refusal?.kind === 'overlap' ? (
          <Alert
            color="red"
            role="alert"
            title={t('timeTracking.activity.overlapTitle')}
            data-testid="overlap"
          >
            {refusal.message}
          </Alert>
        ) : null}
        {refusal?.kind === 'other' ? (
          <Alert color="red" role="alert" title={t('timeTracking.activity.saveFailed')}>
            {refusal.message}
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
              onChange={(value) => form.setFieldValue('projectId', value ?? '')}
              searchable
              allowDeselect={false}
              required
              error={errorOf('projectId')}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={span}>
            <Select
              label={t('timeTracking.activity.actionType')}
              data={actionTypeOptions(actionTypes.data ?? [], keep?.actionType)}
              value={values.actionTypeId || null}
              onChange={(value) => form.setFieldValue('actionTypeId', value ?? '')}
              searchable
              allowDeselect={false}
              required
              error={errorOf('actionTypeId')}
            />
          </Grid.Col>
          {compact ? null : (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DatePickerInput
                label={t('timeTracking.activity.date')}
                value={values.date}
                onChange={(value) => value && form.setFieldValue('date', value)}
                excludeDate={(date) => isDayDisabled(date, wallClockDate(new Date(), timeZone))}
                highlightToday
                {...picker}
                required
                error={errorOf('date')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={compact ? { base: 6, lg: 3 } : { base: 6, sm: 4 }}>
            <TimeField
              label={t('timeTracking.activity.start')}
              value={values.start}
              onChange={(value) => form.setFieldValue('start', value)}
              required
              error={errorOf('start')}
            />
          </Grid.Col>
          <Grid.Col span={compact ? { base: 6, lg: 3 } : { base: 6, sm: 4 }}>
            <TimeField
              label={running ? t('timeTracking.activity.endRunning') : t('timeTracking.activity.end')}
              value={values.end}
              onChange={(value) => form.setFieldValue('end', value)}
              required={!running}
              clearable={running}
              error={errorOf('end')}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={t('timeTracking.activity.description')}
          placeholder={t('timeTracking.activity.descriptionPlaceholder')}
          value={values.description}
          onChange={(event) => form.setFieldValue('description', event.currentTarget.value)}
          rows={compact ? 1 : 3}
          maxLength={maxLengthOf(fieldsSchema.shape.description)}
          error={errorOf('description')}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('timeTracking.activity.billable')}
            checked={values.billable}
            onChange={(event) => form.setFieldValue('billable', event.currentTarget.checked)}
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
