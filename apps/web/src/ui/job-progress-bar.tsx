import { getJobProgress, type JobProgress } from '@atrium/contract/jobs';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../api/use-operation.ts';

const POLL_MS = 1_000;
const COLOURS: Record<JobProgress['state'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
};

/**
 * Each state's words. "2 of 5" only once the job knows its total: before that the counted text
 * would have nothing to count (docs/product/translations.md#what-the-checks-guarantee).
 */
function statusText(t: TFunction, state: JobProgress['state'], data: JobProgress | undefined): string {
  switch (state) {
    case 'queued':
      return t('notifications.progress.queued');
    case 'running':
      return data && data.total > 0
        ? t('notifications.progress.running', { done: data.done, total: data.total })
        : t('notifications.progress.started');
    case 'completed':
      return t('notifications.progress.completed');
    case 'failed':
      return t('notifications.progress.failed');
  }
}

/**
 * How far a long job the person started has come (jobs_GetJobProgress), polled each second until
 * it finishes or fails. A module shows it right after sending a tracked job.
 */
export function JobProgressBar({ jobId, label }: { jobId: string; label?: string }) {
  const { t } = useTranslation();
  const progress = useOperationQuery(
    getJobProgress,
    { params: { jobId } },
    {
      refetchInterval: (query) => {
        const state = query.state.data?.state;
        return state === 'completed' || state === 'failed' ? false : POLL_MS;
      },
    },
  );
  const data = progress.data;
  const state = data?.state ?? 'queued';
  const percent = data?.percent ?? (state === 'completed' ? 100 : 0);
  const status = statusText(t, state, data);
  return (
    <Stack gap={4} data-testid="job-progress" data-state={state}>
      <Group justify="space-between">
        <Text fz="sm">{label ?? t('notifications.progress.label')}</Text>
        <Text fz="sm" c="dimmed">
          {status}
        </Text>
      </Group>
      {/* Its own aria values: Mantine's would announce only the percentage, not "2 of 5". */}
      <Progress.Root>
        <Progress.Section
          value={percent}
          color={COLOURS[state]}
          animated={state === 'running'}
          withAria={false}
          role="progressbar"
          aria-label={label ?? t('notifications.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={status}
        />
      </Progress.Root>
    </Stack>
  );
}
