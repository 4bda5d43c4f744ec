import { getRunningTimer, startTimer, startTimerBodySchema, stopTimer } from '@atrium/contract/time-tracking';
import {
  Alert,
  Button,
  ColorSwatch,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { actionTypeOptions, projectOptions } from '../activity/project-options.ts';
import { useActionTypes, useProjects } from '../catalog/use-catalog.ts';
import { elapsedText } from '../day/duration-text.ts';
import { useLocaleTools } from '../ui/use-locale.ts';
import { useNow } from '../ui/use-now.ts';

/** How often another tab's start or stop is picked up, besides refetching on focus. */
export const TIMER_POLL_MS = 20_000;

/**
 * The member's one running timer: start with project and action type, the elapsed time counting
 * up, stop (it becomes an activity). It lives on the server, so it survives a reload and shows in
 * every tab (polled, and refetched when the tab gets focus).
 */
export function TimerCard({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const locale = useLocaleTools();
  const timer = useOperationQuery(getRunningTimer, undefined, {
    refetchInterval: TIMER_POLL_MS,
    refetchOnWindowFocus: true,
  });
  const start = useOperationMutation(startTimer);
  const stop = useOperationMutation(stopTimer);
  const projects = useProjects();
  const actionTypes = useActionTypes();
  const form = useForm({
    mode: 'controlled',
    initialValues: { projectId: '', actionTypeId: '', description: '', billable: true },
    validate: zodFormValidate(startTimerBodySchema, { t }),
  });
  const { projectId, actionTypeId } = form.values;
  const [error, setError] = useState<string | null>(null);
  const now = useNow(1000);
  const running = timer.data ?? null;

  const fail = (fallback: string) => (cause: unknown) =>
    setError(isApiError(cause) && cause.status === 409 ? cause.message : fallback);

  const onStart = async (values: typeof form.values) => {
    setError(null);
    try {
      await start.mutateAsync({ body: startTimerBodySchema.parse(values) });
      form.setFieldValue('description', '');
      await onChanged();
    } catch (cause) {
      if (!applyServerFieldErrors(form, cause)) fail(t('timeTracking.timer.startFailed'))(cause);
    }
  };
  const onStop = async () => {
    setError(null);
    try {
      await stop.mutateAsync({});
      await onChanged();
    } catch (cause) {
      fail(t('timeTracking.timer.stopFailed'))(cause);
      await onChanged();
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="timer-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('timeTracking.timer.title')}
          </Title>
          {running ? (
            <Text fz="xs" c="dimmed">
              {t('timeTracking.timer.runningSince', { time: locale.time(running.startAt) })}
            </Text>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        ) : null}
        {running ? (
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ColorSwatch color={running.project.colour} size={14} withShadow={false} />
              <Stack gap={0}>
                <Text fw={600}>{running.project.name}</Text>
                <Text fz="sm" c="dimmed">
                  {running.actionType.name}
                  {running.description ? ` · ${running.description}` : ''}
                </Text>
              </Stack>
            </Group>
            <Group gap="md" wrap="nowrap">
              <Text
                fz={28}
                fw={700}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="timer-elapsed"
                aria-live="off"
              >
                {elapsedText((now.getTime() - Date.parse(running.startAt)) / 1000)}
              </Text>
              <Button color="red" onClick={() => void onStop()} loading={stop.isPending}>
                {t('timeTracking.timer.stop')}
              </Button>
            </Group>
          </Group>
        ) : (
          <form onSubmit={form.onSubmit((values) => void onStart(values))} noValidate>
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <Select
                  label={t('timeTracking.activity.project')}
                  data={projectOptions(projects.data ?? [])}
                  value={projectId || null}
                  onChange={(value) => form.setFieldValue('projectId', value ?? '')}
                  error={form.errors.projectId}
                  searchable
                  allowDeselect={false}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <Select
                  label={t('timeTracking.activity.actionType')}
                  data={actionTypeOptions(actionTypes.data ?? [])}
                  value={actionTypeId || null}
                  onChange={(value) => form.setFieldValue('actionTypeId', value ?? '')}
                  error={form.errors.actionTypeId}
                  searchable
                  allowDeselect={false}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8, lg: 4 }}>
                <TextInput
                  label={t('timeTracking.activity.description')}
                  placeholder={t('timeTracking.activity.descriptionPlaceholder')}
                  maxLength={maxLengthOf(startTimerBodySchema.shape.description)}
                  {...form.getInputProps('description')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
                <Button
                  type="submit"
                  fullWidth
                  disabled={!projectId || !actionTypeId || timer.isPending}
                  loading={start.isPending}
                >
                  {t('timeTracking.timer.start')}
                </Button>
              </Grid.Col>
            </Grid>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
