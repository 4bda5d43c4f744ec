import { startTestJob } from '@atrium/contract/testing';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../api/use-operation.ts';
import { JobProgressBar } from '../../ui/job-progress-bar.tsx';
import { Panel } from './panel.tsx';

/**
 * The "background job" check: starts a short tracked job on the server's job queue and shows its
 * progress bar until it is done (the job also reports itself finished under the bell).
 */
export function BackgroundJobPanel({ onProblem }: { onProblem: (error: unknown) => void }) {
  const { t } = useTranslation();
  const start = useOperationMutation(startTestJob);
  const [jobId, setJobId] = useState<string | null>(null);

  const run = async () => {
    try {
      const started = await start.mutateAsync({});
      setJobId(started.jobId);
    } catch (error) {
      onProblem(error);
    }
  };

  return (
    <Panel title={t('testing.jobTitle')} id="testing-job">
      <Text fz="sm">{t('testing.jobIntro')}</Text>
      <Group>
        <Button variant="default" onClick={() => void run()} loading={start.isPending}>
          {t('testing.startJob')}
        </Button>
      </Group>
      {jobId ? <JobProgressBar key={jobId} jobId={jobId} label={t('testing.jobLabel')} /> : null}
    </Panel>
  );
}
