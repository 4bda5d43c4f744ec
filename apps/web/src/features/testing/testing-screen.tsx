import { getPushState } from '@atrium/contract/push';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../api/use-operation.ts';
import { BackgroundJobPanel } from './background-job-panel.tsx';
import { useDevicePush } from './use-device-push.ts';
import { DevicePanel } from './device-panel.tsx';
import { TestNotificationPanel } from './test-notification-panel.tsx';
import { AboutPanel } from './about-panel.tsx';
import { problemText } from './problem-text.ts';

/**
 * testing: diagnostics for the signed-in person. This device's push permission and
 * subscription (with subscribe/unsubscribe), a test notification to themselves (push, e-mail, in
 * the app), a short background job with its progress bar, and whether the app, the API and the
 * push service answer.
 */
export function TestingScreen() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const device = useDevicePush((error) => setProblem(problemText(error, t)));
  const state = useOperationQuery(
    getPushState,
    { query: device.endpoint ? { endpoint: device.endpoint } : {} },
    { enabled: device.endpoint !== undefined },
  );

  return (
    <Stack gap="lg" maw={820} component="section" aria-labelledby="testing-title">
      <Stack gap={4}>
        <Title order={2} id="testing-title" data-screen="testing">
          {t('screens.testing')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('testing.intro')}
        </Text>
      </Stack>
      {problem ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <DevicePanel
        device={device}
        serverState={state.data}
        onChanged={() => {
          setProblem(null);
          void state.refetch();
        }}
      />
      <TestNotificationPanel serverState={state.data} onProblem={setProblem} />
      <BackgroundJobPanel onProblem={(error) => setProblem(problemText(error, t))} />
      <AboutPanel serverState={state.data} serverStateFailed={state.isError} />
    </Stack>
  );
}
