import { getPushState, sendTestPush, type PushState } from '@atrium/contract/push';
import { sendTestEmail, sendTestInAppNotification } from '@atrium/contract/testing';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';
import { appVersion } from '../../pwa/app-version.ts';
import { PushNotAvailableError } from '../../pwa/push-subscription.ts';
import { BackgroundJobPanel } from './background-job-panel.tsx';
import { Panel } from './panel.tsx';
import { useApiReachability } from './use-api-reachability.ts';
import { useDevicePush, type DevicePush } from './use-device-push.ts';

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

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function State({ good, children }: { good: boolean | null; children: ReactNode }) {
  // Filled dark shades: white text at 5:1 or more (axe color-contrast).
  const color = good === null ? 'gray.7' : good ? 'teal.9' : 'red.9';
  return (
    <Badge variant="filled" color={color} radius="sm" tt="none" fw={600}>
      {children}
    </Badge>
  );
}

function DevicePanel({
  device,
  serverState,
  onChanged,
}: {
  device: DevicePush;
  serverState: PushState | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const subscribed = Boolean(device.endpoint);
  const permission = device.support !== 'supported' ? null : device.permission;
  return (
    <Panel title={t('testing.deviceTitle')} id="testing-device">
      {device.support !== 'supported' ? (
        <Alert color="gray" variant="light" role="note">
          {device.support === 'insecure' ? t('testing.insecure') : t('testing.unsupported')}
        </Alert>
      ) : null}
      <Facts
        rows={[
          [
            t('testing.permission'),
            <State good={permission === null ? null : permission === 'granted'} key="permission">
              {t(`testing.permissionState.${permission ?? 'unavailable'}`)}
            </State>,
          ],
          [
            t('testing.subscription'),
            device.endpoint === undefined ? (
              <Text fz="sm">…</Text>
            ) : (
              // Not subscribed is a choice, not a fault: neutral.
              <State good={subscribed ? true : null} key="subscription">
                {subscribed ? t('testing.subscribedHere') : t('testing.notSubscribedHere')}
              </State>
            ),
          ],
          [
            t('testing.serverKnows'),
            serverState ? (
              <Text fz="sm">
                {subscribed
                  ? serverState.thisDevice
                    ? t('testing.serverKnowsThis', { count: serverState.devices ?? 0 })
                    : t('testing.serverLacksThis')
                  : t('testing.devicesElsewhere', { count: serverState.devices ?? 0 })}
              </Text>
            ) : (
              <Text fz="sm">…</Text>
            ),
          ],
        ]}
      />
      {device.permission === 'denied' ? (
        <Alert color="yellow" variant="light" role="note">
          {t('testing.deniedHelp')}
        </Alert>
      ) : null}
      <Group>
        <Button
          onClick={() => void device.subscribe().then(onChanged)}
          loading={device.busy}
          disabled={device.support !== 'supported' || device.permission === 'denied'}
        >
          {subscribed ? t('testing.subscribeAgain') : t('testing.subscribe')}
        </Button>
        <Button
          variant="default"
          onClick={() => void device.unsubscribe().then(onChanged)}
          disabled={!subscribed || device.busy}
        >
          {t('testing.unsubscribe')}
        </Button>
      </Group>
    </Panel>
  );
}

function TestNotificationPanel({
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

function AboutPanel({
  serverState,
  serverStateFailed,
}: {
  serverState: PushState | undefined;
  serverStateFailed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const api = useApiReachability();
  const builtAt = appVersion.builtAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(appVersion.builtAt),
      )
    : t('testing.notABuild');
  const pushReachable = serverState ? serverState.reachable : serverStateFailed ? false : null;
  return (
    <Panel title={t('testing.aboutTitle')} id="testing-about">
      <Facts
        rows={[
          [t('testing.version'), <Text fz="sm" key="version">{`${appVersion.version} (${builtAt})`}</Text>],
          [
            t('testing.api'),
            api.data ? (
              <State good={api.data.ok} key="api">
                {api.data.ok
                  ? t('testing.reachableIn', { milliseconds: api.data.milliseconds })
                  : t('testing.unreachable')}
              </State>
            ) : (
              <Text fz="sm">…</Text>
            ),
          ],
          [
            t('testing.pushService'),
            pushReachable === null ? (
              <Text fz="sm">…</Text>
            ) : (
              <Group gap="xs" key="push">
                <State good={pushReachable}>
                  {pushReachable ? t('testing.reachable') : t('testing.unreachable')}
                </State>
                {serverState ? (
                  <Text fz="sm" c="dimmed">
                    {serverState.mode === 'embedded' ? t('testing.pushEmbedded') : t('testing.pushRemote')}
                  </Text>
                ) : null}
              </Group>
            ),
          ],
        ]}
      />
      <Group>
        <Button variant="default" onClick={() => void api.refetch()} loading={api.isFetching}>
          {t('testing.checkAgain')}
        </Button>
      </Group>
    </Panel>
  );
}

function problemText(error: unknown, t: TFunction): string {
  if (error instanceof PushNotAvailableError) return t(`testing.problem.${error.reason}`);
  if (isApiError(error) && error.code === 'RATE_LIMITED') return t('testing.problem.rateLimited');
  if (isApiError(error) && error.code === 'SERVICE_UNAVAILABLE') return t('testing.problem.serviceDown');
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return t('testing.problem.refused');
  return t('testing.problem.failed');
}
