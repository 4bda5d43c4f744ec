import { type PushState } from '@atrium/contract/push';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel.tsx';
import { type DevicePush } from './use-device-push.ts';
import { Facts, State } from './facts.tsx';

/** This device's push permission and subscription, with subscribe and unsubscribe. */
export function DevicePanel({
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
