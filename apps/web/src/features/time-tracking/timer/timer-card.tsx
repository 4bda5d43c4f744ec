import { getRunningTimer, startTimer, stopTimer } from '@atrium/contract/time-tracking';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../../api/use-operation.ts';
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
  const [projectId, setProjectId] = useState<string | null>(null);
  const [actionTypeId, setActionTypeId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = useNow(1000);
  const running = timer.data ?? null;

  const fail = (fallback: string) => (cause: unknown) =>
    setError(isApiError(cause) && cause.status === 409 ? cause.message : fallback);

  const onStart = async () => {
    if (!projectId || !actionTypeId) return;
    setError(null);
    try {
      await start.mutateAsync({
        body: { projectId, actionTypeId, description: description.trim(), billable: true },
      });
      setDescription('');
      await onChanged();
    } catch (cause) {
      fail(t('timeTracking.timer.startFailed'))(cause);
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
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label={t('timeTracking.activity.project')}
                data={projectOptions(projects.data ?? [])}
                value={projectId}
                onChange={setProjectId}
                searchable
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
              <Select
                label={t('timeTracking.activity.actionType')}
                data={actionTypeOptions(actionTypes.data ?? [])}
                value={actionTypeId}
                onChange={setActionTypeId}
                searchable
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8, lg: 4 }}>
              <TextInput
                label={t('timeTracking.activity.description')}
                placeholder={t('timeTracking.activity.descriptionPlaceholder')}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
                maxLength={1000}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
              <Button
                fullWidth
                onClick={() => void onStart()}
                disabled={!projectId || !actionTypeId || timer.isPending}
                loading={start.isPending}
              >
                {t('timeTracking.timer.start')}
              </Button>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Paper>
  );
}
