import { type PushState } from '@atrium/contract/push';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appVersion } from '../../pwa/app-version.ts';
import { Panel } from './panel.tsx';
import { useApiReachability } from './use-api-reachability.ts';
import { Facts, State } from './facts.tsx';

/** The app's version and whether the app, the API and the push service answer. */
export function AboutPanel({
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
