import { getPushState, sendTestPush, type PushState } from '@atrium/contract/push';
import { sendTestEmail, sendTestInAppNotification } from '@atrium/contract/testing';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation } from '../../api/use-operation.ts';
import { Panel } from './panel.tsx';
import { problemText } from './problem-text.ts';

/** A test notification to oneself by push, e-mail or in the app. */
export function TestNotificationPanel({
  serverState,
  onProblem,
}: {
  serverState: PushState | undefined;
  onProblem: (text: string | null) => void;
}) {
  const { t } = useTranslation();
  const send = useOperationMutation(sendTestPush, { invalidates: [getPushState] });
  const sendEmail = useOperationMutation(sendTestEmail);
  const sendInApp = useOperationMutation(sendTestInAppNotification);
  const [result, setResult] = useState<string | null>(null);

  const sendMail = async () => {
    onProblem(null);
    setResult(null);
    try {
      const { sentTo } = await sendEmail.mutateAsync({});
      setResult(t('testing.emailSent', { address: sentTo }));
    } catch (error) {
      onProblem(
        isApiError(error) && error.code === 'VALIDATION_FAILED'
          ? t('testing.problem.noEmail')
          : problemText(error, t),
      );
    }
  };

  const sendInAppNotification = async () => {
    onProblem(null);
    setResult(null);
    try {
      await sendInApp.mutateAsync({});
      setResult(t('testing.inAppSent'));
    } catch (error) {
      onProblem(problemText(error, t));
    }
  };

  const sendPush = async () => {
    onProblem(null);
    setResult(null);
    try {
      const { delivered, removed } = await send.mutateAsync({});
      setResult(
        delivered > 0
          ? t('testing.pushDelivered', { count: delivered })
          : removed > 0
            ? t('testing.pushAllGone', { count: removed })
            : t('testing.pushNoDevices'),
      );
    } catch (error) {
      onProblem(problemText(error, t));
    }
  };

  return (
    <Panel title={t('testing.sendTitle')} id="testing-send">
      <Text fz="sm">{t('testing.sendIntro')}</Text>
      <Group>
        <Button
          onClick={() => void sendPush()}
          loading={send.isPending}
          disabled={serverState?.reachable === false}
        >
          {t('testing.sendPush')}
        </Button>
        <Button variant="default" onClick={() => void sendMail()} loading={sendEmail.isPending}>
          {t('testing.sendEmail')}
        </Button>
        <Button variant="default" onClick={() => void sendInAppNotification()} loading={sendInApp.isPending}>
          {t('testing.sendInApp')}
        </Button>
      </Group>
      {result ? (
        <Alert color="blue" variant="light" role="status">
          {result}
        </Alert>
      ) : null}
    </Panel>
  );
}
